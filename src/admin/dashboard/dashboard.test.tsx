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
          ordersToday: { count: 12, revenue: 1534.5 },
          waitingToShip: 7,
          openReturns: 2,
          lowStock: 3,
          newReviews: 5,
        },
      },
    });
    expect(await figure('Orders today')).toBe('12');
    expect(await figure('Revenue today')).toBe('$1,534.50');
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
});
