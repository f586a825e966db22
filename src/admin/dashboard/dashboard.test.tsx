/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, within } from '@testing-library/react';

import { catalogueStaff, owner, renderSignedIn, setScreenWidth } from '../test/render-admin';

const figure = async (label: string) => {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('the dashboard figures', () => {
  beforeEach(() => setScreenWidth(1280));

  test("show the day's orders and revenue, orders to ship, returns, low stock and new reviews", async () => {
    renderSignedIn('/', owner, {
      'GET /api/admin/dashboard': {
        body: {
          day: '2026-11-26',
          ordersToday: {
            count: 12,
            revenue: [
              { currency: 'EGP', amount: 34070 },
              { currency: 'USD', amount: 1534.5 },
            ],
          },
          waitingToShip: 7,
          openReturns: 2,
          lowStock: 3,
          newReviews: 5,
        },
      },
    });
    expect(await figure('Orders today')).toBe('12');
    // One figure per currency charged, never added together.
    expect(await figure('Revenue today')).toBe('EGP\u00a034,070.00 · $1,534.50');
    expect(await figure('Waiting to ship')).toBe('7');
    expect(await figure('Open returns')).toBe('2');
    expect(await figure('Low stock (5 or fewer)')).toBe('3');
    expect(await figure('New reviews, 7 days')).toBe('5');
  });

  test('show only what the server answers for the role', async () => {
    renderSignedIn('/', catalogueStaff, { 'GET /api/admin/dashboard': { body: { day: '2026-11-26', lowStock: 4 } } });
    expect(await figure('Low stock (5 or fewer)')).toBe('4');
    const figures = screen.getByRole('region', { name: 'Today' });
    expect(within(figures).getAllByRole('term')).toHaveLength(1);
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
        body: { day: '2026-11-26', ordersToday: { count: 0, revenue: [] }, staleRates: [] },
      },
    });
    expect(await figure('Revenue today')).toBe('0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
