import { lazy } from 'react';
import type { RouteEntry } from '../../shared/route-entry';

/** Checkout's confirmation and the shopper's orders (checkout itself is a page: src/pages/checkout). */
export const ordersRoutes: RouteEntry[] = [
  {
    path: '/orders',
    screen: lazy(() => import(/* webpackChunkName: "screen-orders" */ './screens/OrdersPage')),
    signedIn: true,
  },
  {
    path: '/orders/:id',
    screen: lazy(() => import(/* webpackChunkName: "screen-order-detail" */ './screens/OrderDetailPage')),
    signedIn: true,
  },
  {
    path: '/order-success',
    screen: lazy(() => import(/* webpackChunkName: "screen-order-success" */ './screens/OrderSuccessPage')),
    signedIn: true,
  },
];
