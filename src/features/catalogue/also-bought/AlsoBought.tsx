import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const AlsoBoughtRow = lazy(() => import(/* webpackChunkName: "also-bought" */ './AlsoBoughtRow'));

/** How far below the screen the row starts loading, so it is there when the shopper scrolls to it. */
const AHEAD = '600px';

/**
 * "Customers also bought" where a page wants it (the product page, the cart), below the fold: its code and
 * its products load once it comes near the screen, so a first visit downloads neither (bench/page-weight.ts).
 * Where the browser has no IntersectionObserver (tests), at once.
 */
export function AlsoBought({ productId }: { productId: number }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={anchor}>
      {near && (
        <Suspense fallback={null}>
          <AlsoBoughtRow productId={productId} />
        </Suspense>
      )}
    </div>
  );
}
