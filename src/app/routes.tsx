import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteEntry } from '../browser-kit/route-entry';
import { routeEntries } from './route-entries';
import { EarlyInputReplay } from './early-input';
import { AuthLayout } from './layout/AuthLayout';
import { PageShell } from './layout/PageShell';
import { LoadingScreen } from './LoadingScreen';
import { RequireAuth } from './RequireAuth';
import { RouteErrorBoundary } from './router/RouteErrorBoundary';

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
