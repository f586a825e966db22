import { useLayoutEffect, useState } from 'react';
import {
  type Location,
  type RouteObject,
  Router,
  type To,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useRoutes,
} from 'react-router-dom';

type History = ReturnType<typeof createBrowserHistory>;
type Action = Parameters<Parameters<History['listen']>[0]>[0]['action'];

/**
 * The shop's router: React Router's declarative <Router> over a history, with the route table in
 * useRoutes. The data router (createBrowserRouter) bundled to 33.0 KiB gzip against this one's 15.2
 * (docs/decisions/0044), for three features the shop now does itself:
 * route error screens (RouteErrorBoundary), scroll restoration (useScrollRestoration) and navigations
 * rendered at once rather than as transitions (here: a location change is an ordinary state update,
 * so a click that navigates is rendered before the next click is handled).
 */
export interface AppRouter {
  readonly history: History;
  readonly basename: string;
  readonly routes: RouteObject[];
  /** The location now (read by tests and by code outside React). */
  readonly state: { location: Location; action: Action };
  navigate(to: To, options?: { replace?: boolean }): void;
}

function routerOver(history: History, routes: RouteObject[], basename: string): AppRouter {
  return {
    history,
    basename,
    routes,
    get state() {
      return { location: withoutBasename(history.location, basename), action: history.action };
    },
    navigate(to, options) {
      const target = typeof to === 'string' && to.startsWith('/') ? `${basename}${to}` : to;
      if (options?.replace) history.replace(target);
      else history.push(target);
    },
  };
}

function withoutBasename(location: Location, basename: string): Location {
  if (!basename || !location.pathname.startsWith(basename)) return location;
  return { ...location, pathname: location.pathname.slice(basename.length) || '/' };
}

/** The browser's router; `basename` is the page's language prefix ('/ar'). */
export function createBrowserAppRouter(routes: RouteObject[], basename = ''): AppRouter {
  return routerOver(createBrowserHistory({ v5Compat: true }), routes, basename);
}

/** A router in memory, for tests: `initialEntries` as React Router's memory history takes them. */
export function createMemoryAppRouter(
  routes: RouteObject[],
  initialEntries: (string | { pathname: string; state?: unknown })[] = ['/'],
): AppRouter {
  return routerOver(createMemoryHistory({ initialEntries, v5Compat: true }), routes, '');
}

/** The route table rendered at the current location: under the browser's router here, the server's StaticRouter there. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders the router's routes and follows its history. */
export function AppRouterProvider({ router }: { router: AppRouter }) {
  const { history } = router;
  const [state, setState] = useState({ location: history.location, action: history.action });
  useLayoutEffect(() => history.listen(({ location, action }) => setState({ location, action })), [history]);
  return (
    <Router
      basename={router.basename || undefined}
      location={state.location}
      navigationType={state.action}
      navigator={history}
    >
      <AppRoutes routes={router.routes} />
    </Router>
  );
}
