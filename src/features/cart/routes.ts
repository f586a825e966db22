import { lazy } from 'react';
import type { RouteEntry } from '../../shared/route-entry';

export const cartRoutes: RouteEntry[] = [
  {
    path: '/cart',
    screen: lazy(() => import(/* webpackChunkName: "screen-cart" */ './screens/CartPage')),
    signedIn: true,
  },
];
