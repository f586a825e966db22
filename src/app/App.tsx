import { CssBaseline, ThemeProvider } from '@mui/material';
import { addListener } from '@reduxjs/toolkit';
import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { sessionExpired } from '../shared/session';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../shared/toast';
import { routes } from './routes';
import type { AppStore } from './store';
import { theme } from './theme';

type Router = ReturnType<typeof createBrowserRouter>;

/** Providers around the router: store, theme, toasts (bottom-right, at most 20). */
export function App({ store, router }: { store: AppStore; router: Router }) {
  // Spec §8: a 401 from the own backend clears the session and goes to the sign-in page.
  useEffect(
    () =>
      store.dispatch(
        addListener({ actionCreator: sessionExpired, effect: () => void router.navigate('/auth/login') }),
      ) as unknown as () => void,
    [store, router],
  );
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider
          maxSnack={TOAST_LIMIT}
          autoHideDuration={TOAST_DURATION_MS.default}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        >
          <RouterProvider router={router} />
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  );
}

export function createRouter(routeTable: RouteObject[] = routes): Router {
  return createBrowserRouter(routeTable);
}
