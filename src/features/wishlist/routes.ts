import { lazy } from 'react';
import type { RouteEntry } from '../../shared/route-entry';

export const wishlistRoutes: RouteEntry[] = [
  {
    path: '/wishlist',
    screen: lazy(() => import(/* webpackChunkName: "screen-wishlist" */ './screens/WishlistPage')),
    signedIn: true,
  },
];
