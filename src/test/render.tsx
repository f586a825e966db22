/**
 * Renders a screen the way the shop runs it: the real store (createStore, with its session persistence
 * and API middleware), the app's providers (theme, toasts, the 401 → sign-in listener) and a memory
 * router. Pair it with `mockApi` (src/test/mock-api.ts) and the fetch-enabled environment:
 *
 *   /** @jest-environment ./src/test/jsdom-fetch-environment.ts *\/
 *   const api = mockApi({ 'GET /api/user/profile': { body: profile } });
 *   const { user, router, store } = renderRoute(<ProfilePage />, { path: '/profile', signedInAs: shopper });
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { createMemoryAppRouter } from '../app/router/app-router';
import { App } from '../app/App';
import type { Messages } from '../universal/i18n/catalogs';
import type { Locale } from '../universal/i18n/locale';
import type { Currency } from '../universal/i18n/money';
import enMessages from '../universal/i18n/messages/en.json';
import { createStore, type RootState } from '../app/store';
import type { SessionUser } from '../browser-kit/session';
import type { ShipToStart } from '../universal/ship-to';
import { MemoryStorage } from './memory-storage';
import { WhereAmI } from './where-am-i';

export const TEST_TOKEN = 'test-token';

export const testShopper: SessionUser = {
  id: 'user-1',
  name: 'Amira Hassan',
  email: 'amira@example.com',
  phone: '01012345678',
};

export interface RenderRouteOptions {
  /** The route pattern the screen is mounted at (default '/'). */
  path?: string;
  /** The first URL, with optional history state (default: `path`). */
  at?: string | { pathname: string; state?: unknown };
  /** More routes, e.g. a stand-in for the page a screen navigates to. */
  routes?: RouteObject[];
  /** Starts signed in as this user with TEST_TOKEN. */
  signedInAs?: SessionUser;
  preloadedState?: Partial<RootState>;
  storage?: Storage;
  /** The page's language (default English, the spec's texts) and its catalog (default: English's). */
  locale?: Locale;
  messages?: Messages;
  /** The display currency the page starts with (default: dollars). */
  currency?: Currency;
  /** Where the shopper has things delivered (default: the shop's own country, Egypt, as the app starts). */
  shipTo?: ShipToStart;
}

export function renderRoute(ui: ReactElement, options: RenderRouteOptions = {}) {
  const {
    path = '/',
    at = path,
    routes = [],
    signedInAs,
    storage = new MemoryStorage(),
    locale = 'en',
    messages = enMessages,
    currency,
    shipTo = { country: 'EG', picked: false },
  } = options;
  const preloadedState =
    options.preloadedState ?? (signedInAs ? { auth: { token: TEST_TOKEN, user: signedInAs } } : undefined);
  const store = createStore(preloadedState, storage);
  const router = createMemoryAppRouter(
    [
      { path, element: ui },
      ...routes,
      // Every other path shows its own pathname, so a test can see where a screen navigated.
      { path: '*', element: <WhereAmI testId="landed" withQuery={false} hidden={false} /> },
    ],
    [at],
  );
  const user = userEvent.setup();
  const view = render(
    <App store={store} router={router} locale={locale} messages={messages} currency={currency} shipTo={shipTo} />,
  );
  return { ...view, store, router, storage, user };
}
