/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, within } from '@testing-library/react';
import type { SalesReport } from '../../universal/contracts/admin/reports';
import {
  catalogueStaff,
  expectNotForRole,
  owner,
  renderSignedIn,
  setScreenWidth,
  STAFF_TOKEN,
  support,
} from '../test/render-admin';
import { keepEmotionRules } from '../../test/emotion-rules';

// The charts read their container's width from the rules Emotion makes (src/test/emotion-rules.ts).
keepEmotionRules();

const figures = (orders: number, charged: number, refunds: number) => ({
  orders,
  units: orders * 2,
  gross: charged,
  discounts: 0,
  delivery: 0,
  fees: 0,
  tax: 0,
  charged,
  refunds,
  net: charged - refunds,
});

const REPORT: SalesReport = {
  from: '2026-10-01',
  to: '2026-11-30',
  interval: 'month',
  timeZone: 'Africa/Cairo',
  currencies: [
    {
      currency: 'EGP',
      ...figures(3, 900, 100),
      averageOrder: 300,
      buckets: [
        { start: '2026-10-01', ...figures(1, 300, 0) },
        { start: '2026-11-01', ...figures(2, 600, 100) },
      ],
    },
    {
      currency: 'USD',
      ...figures(1, 58.99, 0),
      averageOrder: 58.99,
      buckets: [
        { start: '2026-10-01', ...figures(0, 0, 0) },
        { start: '2026-11-01', ...figures(1, 58.99, 0) },
      ],
    },
  ],
  topProducts: [{ productId: 3, title: 'Lamp', units: 3, sales: [{ currency: 'USD', amount: 30 }] }],
  topVariants: [],
  returnRates: [{ productId: 3, title: 'Lamp', sold: 3, returned: 1, rate: 0.3333 }],
  customers: { new: { customers: 2, orders: 2 }, returning: { customers: 1, orders: 1 } },
};

/** A table's rows, each as the words of its cells (headings too). */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('the reports page', () => {
  beforeEach(() => setScreenWidth(1280));

  test("shows each currency apart, per interval and in total, for the URL's period", async () => {
    const { api } = renderSignedIn('/reports?from=2026-10-01&to=2026-11-30&interval=month', owner, {
      'GET /api/admin/reports/sales': { body: REPORT },
    });
    const pounds = await screen.findByRole('table', { name: 'Sales in EGP per interval' });
    expect(rowsOf(pounds)).toEqual([
      ['Period', 'Orders', 'Units', 'Gross', 'Discounts', 'Delivery', 'Fees', 'Tax', 'Charged', 'Refunds', 'Net'],
      ['Oct 2026', '1', '2', ...['300.00', '0.00', '0.00', '0.00', '0.00', '300.00', '0.00', '300.00']],
      ['Nov 2026', '2', '4', ...['600.00', '0.00', '0.00', '0.00', '0.00', '600.00', '100.00', '500.00']],
      ['Whole period', '3', '6', ...['900.00', '0.00', '0.00', '0.00', '0.00', '900.00', '100.00', '800.00']],
    ]);
    // Dollars in their own table, never added to the pounds.
    const dollars = screen.getByRole('table', { name: 'Sales in USD per interval' });
    expect(rowsOf(dollars).at(-1)?.slice(-3)).toEqual(['58.99', '0.00', '58.99']);
    // The totals beside the chart say the currency with each amount.
    expect(screen.getAllByText('EGP 800.00')).toHaveLength(1);
    expect(screen.getByRole('table', { name: 'Return rate by product' })).toHaveTextContent('33.33%');
    expect(rowsOf(screen.getByRole('table', { name: 'New and returning customers' }))).toEqual([
      ['Customers', 'Customers', 'Orders'],
      ['New', '2', '2'],
      ['Returning', '1', '1'],
    ]);
    expect(screen.getByText('None in this period.')).toBeInTheDocument();
    const [request] = api.calls('GET /api/admin/reports/sales');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      from: '2026-10-01',
      to: '2026-11-30',
      interval: 'month',
    });
  });

  test('asks again for the period chosen, by week', async () => {
    const { api, user, location } = renderSignedIn('/reports?from=2026-10-01&to=2026-11-30', owner, {
      'GET /api/admin/reports/sales': { body: REPORT },
    });
    await screen.findByRole('table', { name: 'Sales in EGP per interval' });
    await user.click(screen.getByRole('combobox', { name: 'Interval' }));
    await user.click(screen.getByRole('option', { name: 'By week' }));
    await screen.findByRole('table', { name: 'Sales in EGP per interval' });
    expect(location()).toContain('interval=week');
    expect(Object.fromEntries(api.calls('GET /api/admin/reports/sales').at(-1)?.query ?? [])).toEqual({
      from: '2026-10-01',
      to: '2026-11-30',
      interval: 'week',
    });
  });

  test('says so when the period has no sales, and when the report cannot be loaded', async () => {
    renderSignedIn('/reports', owner, {
      'GET /api/admin/reports/sales': { body: { ...REPORT, currencies: [], topProducts: [], returnRates: [] } },
    });
    expect(await screen.findByText('No orders and no refunds in this period.')).toBeInTheDocument();
  });

  test('shows the failure with a way to ask again', async () => {
    renderSignedIn('/reports', owner, { 'GET /api/admin/reports/sales': { status: 500, body: {} } });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test("downloads the period's orders as CSV with the bearer token", async () => {
    const createObjectURL = jest.fn(() => 'blob:orders');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api, user } = renderSignedIn('/reports?from=2026-10-01&to=2026-11-30', owner, {
      'GET /api/admin/reports/sales': { body: REPORT },
      'GET /api/admin/exports/orders.csv': { body: 'number\n' },
    });
    await screen.findByRole('table', { name: 'Sales in EGP per interval' });
    await user.click(screen.getByRole('button', { name: 'Orders' }));
    expect(await screen.findByText('The file is in your downloads.')).toBeInTheDocument();
    const [request] = api.calls('GET /api/admin/exports/orders.csv');
    expect(request?.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ from: '2026-10-01', to: '2026-11-30' });
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  test('is in Arabic, right to left, with the same figures', async () => {
    renderSignedIn(
      '/reports?from=2026-10-01&to=2026-11-30',
      owner,
      { 'GET /api/admin/reports/sales': { body: REPORT } },
      { locale: 'ar' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'التقارير' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'المبيعات بعملة EGP في كل فاصل' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  test("the orders list downloads its own filters' orders and lines for owners, and shows support no export", async () => {
    const createObjectURL = jest.fn(() => 'blob:orders');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { api, user } = renderSignedIn('/orders?status=shipped&country=EG&page=2&sort=total', owner, {
      'GET /api/admin/orders': { body: { rows: [], total: 0 } },
      'GET /api/admin/exports/order-lines.csv': { body: 'order number\n' },
    });
    await user.click(await screen.findByRole('button', { name: 'Order lines as CSV' }));
    expect(await screen.findByText('The file is in your downloads.')).toBeInTheDocument();
    // The filters, not the page or the sort.
    expect(Object.fromEntries(api.calls('GET /api/admin/exports/order-lines.csv')[0]?.query ?? [])).toEqual({
      status: 'shipped',
      country: 'EG',
    });
    expect(screen.getByRole('button', { name: 'Orders as CSV' })).toBeInTheDocument();
    click.mockRestore();
  });

  test('shows support no export on the orders list', async () => {
    renderSignedIn('/orders', support, { 'GET /api/admin/orders': { body: { rows: [], total: 0 } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Orders as CSV' })).not.toBeInTheDocument();
  });

  test('is not for the catalogue role', async () => {
    await expectNotForRole('/reports', catalogueStaff, 'GET /api/admin/reports/sales');
  });
});
