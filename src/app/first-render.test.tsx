/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { act, render, screen } from '@testing-library/react';
import { loadPage, matchPage } from '../server/render/page-match';
import { hydrateFromServer } from '../browser-kit/api/server-state';
import { testProduct } from '../features/cart/test-support';
import type { Currency } from '../universal/i18n/money';
import { catalogOf } from '../test/catalogs';
import type { Locale } from '../universal/i18n/locale';
import type { Product } from '../universal/product';
import type { RouteEntry } from '../browser-kit/route-entry';
import { catalogueAnswers } from '../test/catalogue-answers';
import { type ApiHandler, mockApi } from '../test/mock-api';
import { MemoryStorage } from '../test/memory-storage';
import { App } from './App';
import { createMemoryAppRouter } from './router/app-router';
import { routeEntries } from './route-entries';
import { routes } from './routes';
import { createStore, type RootState } from './store';
import { SPEC_US_TERMS } from '../universal/delivery-terms';
import { LEGAL_PAGES } from '../universal/legal-pages';

jest.setTimeout(60_000);

const CATEGORIES = ['electronics', 'jewelery', "men's clothing", "women's clothing", 'toys'];
/** Five products a category, some of them real deals (priced below their list price, rated 4 or more). */
const PRODUCTS: Product[] = CATEGORIES.flatMap((category, c) =>
  Array.from({ length: 5 }, (_, n) => {
    const id = c * 5 + n + 1;
    return testProduct(id, {
      category,
      title: `${category} ${n}`,
      price: 10 + id,
      rating: { rate: 3 + (id % 3) * 0.8, count: id },
      ...(id % 2 === 0 && { listPrice: 20 + id }),
    });
  }),
);

/** GET /catalog/products as the server answers it, for the parameters the screens send. */
function productList(query: URLSearchParams) {
  let found = PRODUCTS.filter(
    (product) =>
      (!query.get('category') || product.category === query.get('category')) &&
      (query.get('deals') !== 'true' || ((product.listPrice ?? 0) > product.price && product.rating.rate >= 4)),
  );
  if (query.get('order') === 'rating') found = [...found].sort((a, b) => b.rating.rate - a.rating.rate);
  const offset = Number(query.get('offset') ?? 0);
  const page = found.slice(offset, offset + Number(query.get('limit') ?? 1000));
  return { body: page, headers: { 'X-Total-Count': String(found.length) } };
}

const ANSWERS: Record<string, ApiHandler> = {
  ...catalogueAnswers(PRODUCTS),
  'GET /catalog/products': (request) => productList(request.query),
  'GET /catalog/products/categories': { body: CATEGORIES },
  // The owners' category names (decision 0125): none given, so the shop's own names.
  'GET /catalog/category-names': { body: {} },
  'GET /catalog/facets': {
    body: { total: PRODUCTS.length, brands: [], priceBands: [], ratingFloors: [], options: [], correction: null },
  },
  'GET /catalog/rates': { body: { base: 'USD', rates: { EUR: 0.9, GBP: 0.8, EGP: 48 }, setAt: {} } },
  'GET /catalog/delivery': {
    body: { countries: [{ ...SPEC_US_TERMS, country: 'EG', regionId: 'egypt' }, SPEC_US_TERMS] },
  },
  'GET /api/cart': { body: { items: [], version: 0 } },
  'GET /api/shop': { body: { supportEmail: 'help@shop.example', returnWindowDays: 30, country: 'EG' } },
  ...Object.fromEntries(
    LEGAL_PAGES.map((page): [string, ApiHandler] => [
      `GET /api/legal/${page}`,
      (request) => ({
        body: {
          page,
          locale: request.query.get('lang') ?? 'en',
          body: `## Who we are\nThe ${page} text`,
          updatedAt: null,
        },
      }),
    ]),
  ),
  // "Customers also bought" loads after hydration, near the screen (at once here: jsdom has no IntersectionObserver).
  'GET /catalog/products/3/also-bought': { body: [] },
  'GET /api/products/3/reviews': {
    body: {
      rating: { rate: 4, count: 3 },
      histogram: [],
      total: 0,
      withoutBreakdown: 3,
      page: 1,
      pageSize: 10,
      items: [],
    },
  },
};

/**
 * Every public URL, and what its screen reads from the shop's own API in the browser by design: the
 * server renders the catalogue's data and the shop's public facts (the help page's support address); a
 * product's reviews and its "Customers also bought" arrive after hydration. Every page also reads the cart for the header's badge:
 * a signed-out visitor's guest cart is private to their cookie, so no shared rendered page can hold it
 * (without the cookie the server answers it without a database read).
 */
const PUBLIC_URLS: { url: string; currency?: Currency; locale?: Locale; browserReads?: string[] }[] = [
  { url: '/' },
  { url: '/Home', currency: 'EUR' },
  { url: '/products' },
  { url: '/products?category=jewelery&sort=rating&page=2' },
  { url: '/products?deals=true&price=0-50' },
  { url: '/product/3', browserReads: ['GET /api/products/3/reviews', 'GET /catalog/products/3/also-bought'] },
  {
    url: '/product/3',
    currency: 'EGP',
    browserReads: ['GET /api/products/3/reviews', 'GET /catalog/products/3/also-bought'],
  },
  // Product reads name the page's language: the server's answers are the ones the browser looks up.
  { url: '/', locale: 'es' },
  { url: '/products?category=jewelery', locale: 'ar' },
  {
    url: '/product/3',
    locale: 'fr',
    browserReads: ['GET /api/products/3/reviews', 'GET /catalog/products/3/also-bought'],
  },
  { url: '/auth/login' },
  { url: '/auth/signup' },
  { url: '/help' },
  // The legal pages' texts come with the page, in its language.
  { url: '/legal/terms' },
  { url: '/legal/privacy', locale: 'ar' },
  { url: '/legal/returns', locale: 'fr' },
  { url: '/legal/delivery', locale: 'es' },
  { url: '/no-such-page' },
  { url: '/auth/no-such-page' },
];

/** What the server's render would ship: the route's queries loaded as the server loads them, as JSON. */
async function serverState(url: URL, locale: Locale) {
  const page = await matchPage(url.pathname, url.searchParams);
  if (!page) throw new Error(`${url.pathname} is not server-rendered`);
  const store = createStore({}, new MemoryStorage(), { serverFetch: (input) => fetch(input) });
  await loadPage(store, page, locale);
  return { entry: page.entry, state: JSON.parse(JSON.stringify(store.getState())) as RootState };
}

/** The sign-in pages' frame has no header, so no cart badge to read for. */
const SHOWS_CART = (url: string) => !url.startsWith('/auth/');

const covered = new Set<RouteEntry>();

const cases = PUBLIC_URLS.map((visit) => ({
  ...visit,
  name: [visit.url, visit.currency && `in ${visit.currency}`, visit.locale && `in ${visit.locale}`]
    .filter(Boolean)
    .join(' '),
}));

describe.each(cases)('$name', ({ url, currency, locale = 'en', browserReads = [] }) => {
  it("makes no request in the browser's first render that the server already answered", async () => {
    // A first visit: nothing viewed on this device yet (an earlier case's product page wrote its Recently viewed).
    window.localStorage.clear();
    const api = mockApi(ANSWERS);
    const at = new URL(url, 'http://localhost');
    const { entry, state } = await serverState(at, locale);
    covered.add(entry);
    api.requests.length = 0;

    const store = createStore(undefined, new MemoryStorage());
    store.dispatch(hydrateFromServer(state as unknown as Record<string, unknown>));
    const router = createMemoryAppRouter(routes, [url]);
    render(
      <App
        store={store}
        router={router}
        serverState={state}
        locale={locale}
        messages={catalogOf(locale)}
        currency={currency}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 20_000 })).toBeVisible();
    // Whatever the first render's effects start has started by now.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));

    expect(
      api.requests.map(
        (request) => `${request.method} ${request.path}${request.query.size ? `?${request.query}` : ''}`,
      ),
    ).toEqual(
      [...(SHOWS_CART(url) ? ['GET /api/cart'] : []), ...browserReads].map((read) => expect.stringContaining(read)),
    );
    const queries = Object.entries(store.getState().catalogueApi.queries);
    expect(queries.filter(([, query]) => query?.status !== 'fulfilled').map(([key]) => key)).toEqual([]);
  });
});

it('covers every server-rendered route of the table', () => {
  const rendered = routeEntries.filter((entry) => entry.ssr).map((entry) => entry.path);
  expect([...covered].map((entry) => entry.path).sort()).toEqual([...rendered].sort());
});
