import { lazy } from 'react';
import type { RouteEntry } from '../../browser-kit/route-entry';

/** Checkout's confirmation and the shopper's orders (checkout itself is a page: src/pages/checkout). */
export const ordersRoutes: RouteEntry[] = [
  {
    path: '/orders',
    screen: lazy(() => import(/* webpackChunkName: "screen-orders" */ './screens/OrdersPage')),
    signedIn: true,
  },
  {
    // A guest's order by its number and email (issue 34); open to everyone, like the order page it leads to.
    path: '/orders/lookup',
    screen: lazy(() => import(/* webpackChunkName: "screen-order-lookup" */ './screens/OrderLookupPage')),
  },
  {
    // The mailed link that adds the email's guest orders to the account: sign-in returns here.
    path: '/orders/claim/:token',
    screen: lazy(() => import(/* webpackChunkName: "screen-order-claim" */ './screens/ClaimOrdersPage')),
    signedIn: true,
    keepCrawlersOut: true,
  },
  {
    path: '/orders/:id',
    // A guest opens their order with the key their mail's link carries; without a session or a key the
    // page says the order was not found.
    screen: lazy(() => import(/* webpackChunkName: "screen-order-detail" */ './screens/OrderDetailPage')),
    keepCrawlersOut: true,
  },
  {
    path: '/orders/:id/receipt',
    // Like the order's page: a guest's opens with its key.
    screen: lazy(() => import(/* webpackChunkName: "screen-order-receipt" */ './screens/ReceiptPage')),
    keepCrawlersOut: true,
  },
  {
    path: '/orders/:id/pay',
    // Paying a card order through its provider (issue 51): a guest's opens with its key, like the order's page.
    screen: lazy(() => import(/* webpackChunkName: "screen-order-pay" */ './screens/OrderPayPage')),
    keepCrawlersOut: true,
  },
  {
    path: '/order-success',
    screen: lazy(() => import(/* webpackChunkName: "screen-order-success" */ './screens/OrderSuccessPage')),
  },
];
