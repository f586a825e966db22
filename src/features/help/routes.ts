import { lazy } from 'react';
import type { RouteEntry } from '../../browser-kit/route-entry';

export const helpRoutes: RouteEntry[] = [
  {
    path: '/help',
    screen: lazy(() => import(/* webpackChunkName: "screen-help" */ './screens/HelpPage')),
    ssr: process.env.BROWSER_BUNDLE ? undefined : () => import('./ssr/help'),
  },
];
