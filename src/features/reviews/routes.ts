import { lazy } from 'react';
import type { RouteEntry } from '../../browser-kit/route-entry';

export const reviewsRoutes: RouteEntry[] = [
  {
    path: '/review/:productId',
    screen: lazy(() => import(/* webpackChunkName: "screen-write-review" */ './screens/WriteReviewPage')),
    signedIn: true,
  },
];
