import { lazy, Suspense } from 'react';
import { useNearScreen } from '../../../browser-kit/use-near-screen';

const AlsoBoughtRow = lazy(() => import(/* webpackChunkName: "also-bought" */ './AlsoBoughtRow'));

/**
 * "Customers also bought" where a page wants it (the product page, the cart), below the fold: its code and
 * its products load once it comes near the screen, so a first visit downloads neither (bench/page-weight.ts).
 */
export function AlsoBought({ productId }: { productId: number }) {
  const { anchor, near } = useNearScreen<HTMLDivElement>();
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
