import { lazy } from 'react';
import type { RouteEntry } from '../../browser-kit/route-entry';

export const profileRoutes: RouteEntry[] = [
  {
    path: '/profile',
    screen: lazy(() => import(/* webpackChunkName: "screen-profile" */ './screens/ProfilePage')),
    signedIn: true,
  },
  {
    path: '/account/addresses',
    screen: lazy(() => import(/* webpackChunkName: "screen-addresses" */ './screens/AddressBookPage')),
    signedIn: true,
  },
  {
    // A marketing mail's unsubscribe link (decision 0117): works signed out, its token in the query.
    path: '/mail/unsubscribe',
    screen: lazy(() => import(/* webpackChunkName: "screen-unsubscribe" */ './screens/UnsubscribePage')),
    keepCrawlersOut: true,
  },
];
