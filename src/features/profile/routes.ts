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
];
