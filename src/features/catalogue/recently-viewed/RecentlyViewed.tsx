import { lazy, Suspense } from 'react';
import { useShowsRecentlyViewed } from '../../../entities/recently-viewed';

// Loaded only when there is something to show: a first visit (nothing viewed yet) downloads none of it.
const RecentlyViewedRow = lazy(() => import(/* webpackChunkName: "recently-viewed" */ './RecentlyViewedRow'));

/**
 * The "Recently viewed" row of home, the product page (without `besides`, its own product) and the empty
 * cart. Read after hydration, as the cart is: the server renders nothing of it, so no cached page holds it.
 */
export function RecentlyViewed({ besides }: { besides?: string }) {
  if (!useShowsRecentlyViewed(besides)) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedRow besides={besides} />
    </Suspense>
  );
}
