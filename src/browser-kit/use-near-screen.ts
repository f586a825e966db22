import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far below the screen a part starts loading, so it is there when the shopper scrolls to it. */
const AHEAD = '600px';

/**
 * Whether the element `anchor` holds has come within 600 px of the screen, once (it stays true): below-the-fold parts
 * (reviews, "Customers also bought") load their code and their data then, so a first visit downloads neither
 * (bench/page-weight.ts). False on the server and at hydration, so both draw the same; where the browser has no
 * IntersectionObserver (tests), true at once.
 */
export function useNearScreen<T extends Element>(): { anchor: RefObject<T>; near: boolean } {
  const anchor = useRef<T>(null);
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
  return { anchor, near };
}
