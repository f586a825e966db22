import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { authRoutes } from '../features/auth/routes';
import { catalogueRoutes } from '../features/catalogue/routes';
import { helpRoutes } from '../features/help/routes';
import { legalRoutes } from '../features/legal';
import { ordersRoutes } from '../features/orders/routes';
import { profileRoutes } from '../features/profile/routes';
import { reviewsRoutes } from '../features/reviews/routes';
import { pageRoutes } from '../pages/routes';
import type { RouteEntry } from '../browser-kit/route-entry';
import { EarlyInputReplay } from './early-input';
import { AuthLayout } from './layout/AuthLayout';
import { PageShell } from './layout/PageShell';
import { LoadingScreen } from './LoadingScreen';
import { RequireAuth } from './RequireAuth';
import { RouteErrorBoundary } from './router/RouteErrorBoundary';

const notFound = lazy(() => import(/* webpackChunkName: "screen-not-found" */ './NotFoundPage'));
const notFoundSsr = process.env.BROWSER_BUNDLE ? undefined : () => import('./ssr/not-found');

/**
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

// A screen that fails (a missing chunk, a render error) shows the shop's error screen inside the
// shell; one that fails in the shell itself shows it alone.
function toRoute(entry: RouteEntry): RouteObject {
  const Screen = entry.screen;
  const screen = (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingScreen />}>
        <Screen />
        <EarlyInputReplay />
      </Suspense>
    </RouteErrorBoundary>
  );
  // `handle` carries the entry to whoever matches the table (the server renderer).
  return {
    path: entry.path,
    element: entry.signedIn ? <RequireAuth>{screen}</RequireAuth> : screen,
    handle: entry,
  };
}

/** The table as React Router's routes: the shop's shell around most screens, the bare layout around sign-in's. */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <PageShell />
      </RouteErrorBoundary>
    ),
    children: routeEntries.filter((entry) => !entry.layout).map(toRoute),
  },
  {
    element: (
      <RouteErrorBoundary>
        <AuthLayout />
      </RouteErrorBoundary>
    ),
    children: routeEntries.filter((entry) => entry.layout === 'auth').map(toRoute),
  },
];
