import { lazy } from 'react';
import { authRoutes } from '../features/auth/routes';
import { catalogueRoutes } from '../features/catalogue/routes';
import { helpRoutes } from '../features/help/routes';
import { legalRoutes } from '../features/legal';
import { ordersRoutes } from '../features/orders/routes';
import { profileRoutes } from '../features/profile/routes';
import { reviewsRoutes } from '../features/reviews/routes';
import { pageRoutes } from '../pages/routes';
import type { RouteEntry } from '../browser-kit/route-entry';

const notFound = lazy(() => import(/* webpackChunkName: "screen-not-found" */ './NotFoundPage'));
const notFoundSsr = process.env.BROWSER_BUNDLE ? undefined : () => import('./ssr/not-found');

/**
 * The route table as data, without the shell that draws it (routes.tsx): the server reads its paths (page
 * routes, robots.txt, the sitemap) without loading the screens' layout.
 *
 * Every screen of spec §2, as the slices and pages declare them: the one table the browser's router, the server
 * renderer, its page routes, the sitemap and the chunk hints read (docs/decisions/0057). Any other
 * path is the not-found page, in the layout its path belongs to.
 */
export const routeEntries: readonly RouteEntry[] = [
  ...catalogueRoutes,
  ...pageRoutes,
  ...ordersRoutes,
  ...profileRoutes,
  ...reviewsRoutes,
  ...helpRoutes,
  ...legalRoutes,
  ...authRoutes,
  { path: '*', screen: notFound, ssr: notFoundSsr },
  { path: '/auth/*', screen: notFound, layout: 'auth', ssr: notFoundSsr },
];
