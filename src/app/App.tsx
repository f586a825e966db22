import { CssBaseline } from '@mui/material';
import { addListener } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import type { RouteObject } from 'react-router-dom';
import { authLink } from '../browser-kit/return-path';
import { sessionExpired } from '../browser-kit/session';
import { routes } from './routes';
import { type AppRouter, AppRouterProvider, createBrowserAppRouter } from './router/app-router';
import type { AppStore, RootState } from './store';
import { ToastProvider } from '../browser-kit/ui/ToastProvider';
import { LocaleProviders, type LocaleProvidersProps } from './i18n/LocaleProviders';

export interface AppProvidersProps extends LocaleProvidersProps {
  store: AppStore;
  /**
   * The state a server-rendered page was rendered with: hydration reads it, so a signed-in shopper's
   * restored session shows just after hydration instead of contradicting the server's markup.
   */
  serverState?: RootState;
}

/**
 * Providers around the router: store, language (messages, direction, theme), toasts (bottom-right,
 * at most 20, the library loaded on the first toast). The caller loads the page's catalog: the browser before its first render, the server
 * renderer synchronously; the server puts its static router inside the same providers.
 */
export function AppProviders({ store, serverState, children, ...localeProps }: AppProvidersProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <LocaleProviders {...localeProps}>
        <CssBaseline />
        <ToastProvider>{children}</ToastProvider>
      </LocaleProviders>
    </Provider>
  );
}

export interface AppProps extends Omit<AppProvidersProps, 'children'> {
  router: AppRouter;
}

export function App({ store, router, ...providerProps }: AppProps) {
  // Spec §8: a 401 from the own backend clears the session and goes to the sign-in page.
  useEffect(
    () =>
      store.dispatch(
        addListener({
          actionCreator: sessionExpired,
          // Signing in again brings the shopper back to the page the session ended on.
          effect: () => {
            const { pathname, search } = router.state.location;
            void router.navigate(authLink('/auth/login', `${pathname}${search}`));
          },
        }),
      ) as unknown as () => void,
    [store, router],
  );
  return (
    <AppProviders store={store} {...providerProps}>
      <AppRouterProvider router={router} />
    </AppProviders>
  );
}

/** `basename` is the page's language prefix ('/ar'), so in-app links and navigate() stay unprefixed. */
export function createRouter(routeTable: RouteObject[] = routes, basename = ''): AppRouter {
  return createBrowserAppRouter(routeTable, basename);
}
