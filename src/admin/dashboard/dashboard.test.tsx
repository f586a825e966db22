/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';

import { figureLists } from '../../universal/dashboard-figures';
import type { ListUrl, Paging } from '../lists/list-url';
import { ORDERS_URL, queryOf as ordersQuery } from '../orders/orders-view';
import { PRODUCTS_URL, queryOf as productsQuery } from '../products/products-view';
import { RETURNS_URL, queryOf as returnsQuery } from '../returns/returns-view';
import { REVIEWS_URL } from '../reviews/reviews-view';
import ar from '../messages/ar.json';
import { catalogueStaff, owner, renderSignedIn, setScreenWidth } from '../test/render-admin';

/** The value after a figure's term (its first, for revenue). */
const figure = async (label: string) => {
  const term = (await screen.findAllByRole('term')).find((candidate) => candidate.textContent === label);
  return term?.nextElementSibling?.textContent;
};

/** A figure's trend from today's and yesterday's (by this time) values, as the server reckons it. */
const trend = (now: number, previous: number) => ({
  previous,
  change: now - previous,
  percent: previous === 0 ? null : Math.round(((now - previous) / previous) * 1000) / 10,
});

/** An owner's day: orders up a third, pounds down, dollars new, sterling gone, and how things stand. */
const OWNERS_DAY = {
  day: '2026-11-26',
  ordersToday: {
    count: 12,
    trend: trend(12, 9),
    revenue: [
      { currency: 'EGP', amount: 34070, trend: trend(34070, 40000) },
      { currency: 'GBP', amount: 0, trend: trend(0, 20) },
      { currency: 'USD', amount: 1534.5, trend: trend(1534.5, 0) },
    ],
    comparedUntil: '2026-11-25T11:00:00.000Z',
  },
  waitingToShip: 7,
  openReturns: 2,
  lowStock: 3,
  newReviews: 5,
};

/** What a figure's card says, term first, then each value and trend (no-break spaces as spaces, no isolates). */
const card = async (name: string | RegExp) =>
  (await screen.findByRole('link', { name }))
    .closest('dl')
    ?.textContent?.replace(/\u00a0/g, ' ')
    .replace(/[\u2068\u2069]/g, '');

describe('the dashboard figures', () => {
  beforeEach(() => setScreenWidth(1280));

  test("show the day's orders and revenue, orders to ship, returns, low stock and new reviews", async () => {
    renderSignedIn('/', owner, { 'GET /api/admin/dashboard': { body: OWNERS_DAY } });
    expect(await figure('Orders today')).toBe('12');
    // One figure per currency charged, never added together.
    expect(await figure('Revenue today')).toBe('EGP\u00a034,070.00');
    expect(await figure('Waiting to ship')).toBe('7');
    expect(await figure('Open returns')).toBe('2');
    expect(await figure('Products low in stock (5 or fewer)')).toBe('3');
    expect(await figure('New reviews, 7 days')).toBe('5');
  });

  test('link each figure to its list filtered to what it counts, by a name that says where it goes', async () => {
    renderSignedIn('/', owner, { 'GET /api/admin/dashboard': { body: OWNERS_DAY } });
    const links = {
      'Orders today: see the orders placed today': '/orders?from=2026-11-26&to=2026-11-26',
      "Revenue today: see today's orders that were not cancelled":
        '/orders?from=2026-11-26&to=2026-11-26&status=notCancelled',
      'Waiting to ship: see the orders not yet shipped': '/orders?status=unshipped',
      'Open returns: see the returns requested or approved': '/returns?status=open',
      'Products low in stock: see the products with a variant at 5 units or fewer': '/products?stock=low',
      'New reviews, 7 days: see the reviews written since Nov 20, 2026': '/reviews?from=2026-11-20',
    };
    for (const [name, href] of Object.entries(links))
      expect((await screen.findByRole('link', { name })).getAttribute('href')).toBe(href);
  });

  test("set today's orders and each currency's revenue against yesterday by this time, and nothing else", async () => {
    renderSignedIn('/', owner, { 'GET /api/admin/dashboard': { body: OWNERS_DAY } });
    expect(
      await screen.findByText("Today's orders and revenue are set against yesterday's by this time of day."),
    ).toBeVisible();
    expect(await card(/^Orders today:/)).toBe('Orders today12Up on yesterday+3 (+33.3%)');
    expect(await card(/^Revenue today:/)).toBe(
      'Revenue todayEGP 34,070.00Down on yesterday−EGP 5,930.00 (−14.8%)' +
        '£0.00Down on yesterday−£20.00 (−100%)' +
        '$1,534.50Up on yesterday+$1,534.50 (none yesterday)',
    );
    // The arrows are images with a name; the figures that are how things stand now have no trend.
    expect(screen.getAllByRole('img', { name: 'Up on yesterday' })).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: 'Down on yesterday' })).toHaveLength(2);
    expect(await card(/^Waiting to ship:/)).toBe('Waiting to ship7');
    expect(await card(/^Open returns:/)).toBe('Open returns2');
  });

  test("say 'No change' when today matches yesterday by this time, and show no trend for a day without revenue", async () => {
    renderSignedIn('/', owner, {
      'GET /api/admin/dashboard': {
        body: {
          day: '2026-11-26',
          ordersToday: { count: 4, trend: trend(4, 4), revenue: [], comparedUntil: '2026-11-25T11:00:00.000Z' },
        },
      },
    });
    expect(await card(/^Orders today:/)).toBe('Orders today4No change');
    expect(await card(/^Revenue today:/)).toBe('Revenue today0');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  test('speak Arabic: the trends, their arrows and where each figure goes', async () => {
    renderSignedIn('/', owner, { 'GET /api/admin/dashboard': { body: OWNERS_DAY } }, { locale: 'ar' });
    const orders = await screen.findByRole('link', { name: ar['dashboard.link.ordersToday'] });
    expect(orders.getAttribute('href')).toBe('/orders?from=2026-11-26&to=2026-11-26');
    // Left-to-right marks keep each sign before its number, and each figure is isolated (FSI … PDI), so the
    // change is read first in a right-to-left line, then the percentage.
    expect(orders.closest('dl')?.textContent).toBe(
      `${ar['dashboard.ordersToday']}12${ar['dashboard.trendUp']}\u2068\u200e+3\u2069 (\u2068\u200e+33.3\u200e%\u200e\u2069)`,
    );
    expect(screen.getAllByRole('img', { name: ar['dashboard.trendDown'] })).toHaveLength(2);
    expect(screen.getByText(/\(لا شيء بالأمس\)$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^مراجعات جديدة، ٧ أيام: اعرض المراجعات المكتوبة منذ / })).toHaveAttribute(
      'href',
      '/reviews?from=2026-11-20',
    );
  });

  test('open the list a figure links to, asking the server for what the figure counts', async () => {
    const { api, user, location } = renderSignedIn('/', owner, {
      'GET /api/admin/dashboard': { body: OWNERS_DAY },
      'GET /api/admin/orders': { body: { rows: [], total: 0 } },
    });
    await user.click(await screen.findByRole('link', { name: /^Waiting to ship:/ }));
    await waitFor(() => expect(location()).toBe('/orders?status=unshipped'));
    await waitFor(() => expect(api.calls('GET /api/admin/orders').at(-1)?.query.get('status')).toBe('unshipped'));
    expect(await screen.findByRole('combobox', { name: 'Status' })).toHaveTextContent(
      'Not yet shipped (pending or processing)',
    );
  });

  test('link to views each list reads from its URL, filters and all, and asks its server for', () => {
    const urls = { orders: ORDERS_URL, returns: RETURNS_URL, products: PRODUCTS_URL, reviews: REVIEWS_URL };
    for (const { list, filters } of Object.values(figureLists('2026-11-26'))) {
      const url: ListUrl<Paging> = urls[list];
      const view = url.viewOf(new URLSearchParams(filters));
      expect([list, Object.fromEntries(url.searchOf(view))]).toEqual([list, filters]);
    }
    expect(ordersQuery(ORDERS_URL.viewOf(new URLSearchParams('status=unshipped')))).toMatchObject({
      status: 'unshipped',
    });
    expect(returnsQuery(RETURNS_URL.viewOf(new URLSearchParams('status=open')))).toMatchObject({ status: 'open' });
    expect(productsQuery(PRODUCTS_URL.viewOf(new URLSearchParams('stock=low')))).toMatchObject({ stock: 'low' });
  });

  test('show only what the server answers for the role, linked to the lists the role may open', async () => {
    renderSignedIn('/', catalogueStaff, { 'GET /api/admin/dashboard': { body: { day: '2026-11-26', lowStock: 4 } } });
    expect(await figure('Products low in stock (5 or fewer)')).toBe('4');
    const figures = screen.getByRole('region', { name: 'Today' });
    expect(within(figures).getAllByRole('term')).toHaveLength(1);
    expect(within(figures).getByRole('link')).toHaveAttribute('href', '/products?stock=low');
    expect(within(figures).queryByText(/yesterday/)).not.toBeInTheDocument();
  });

  test('say so when the figures cannot be loaded', async () => {
    renderSignedIn('/', owner, { 'GET /api/admin/dashboard': { status: 500, body: {} } });
    expect(await screen.findByText(/The figures could not be loaded/)).toBeInTheDocument();
  });

  test('alert owners to a stale rate a region charges in, naming the currency and the regions, with a way to the rates', async () => {
    renderSignedIn('/', owner, {
      'GET /api/admin/dashboard': {
        body: {
          day: '2026-11-26',
          staleRates: [
            { currency: 'EGP', setAt: '2026-11-20T12:00:00.000Z', regions: [{ id: 'egypt', name: 'Egypt' }] },
            { currency: 'GBP', setAt: null, regions: [{ id: 'uk', name: 'United Kingdom' }] },
          ],
        },
      },
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toHaveTextContent(
      /^The EGP rate was set .*2026.* and is out of date: checkout in Egypt refuses prices converted into EGP/,
    );
    expect(alerts[1]).toHaveTextContent(
      'There is no GBP rate: checkout in United Kingdom refuses prices converted into GBP',
    );
    expect(within(alerts[0] as HTMLElement).getByRole('link', { name: 'Set the rates' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  test('show no alert when every rate a region charges in is fresh', async () => {
    renderSignedIn('/', owner, {
      'GET /api/admin/dashboard': {
        body: {
          day: '2026-11-26',
          ordersToday: { count: 0, trend: trend(0, 0), revenue: [], comparedUntil: '2026-11-25T11:00:00.000Z' },
          staleRates: [],
        },
      },
    });
    expect(await figure('Revenue today')).toBe('0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
