/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import type { CustomerRow } from '../../universal/contracts/admin/customers';
import { mockApi } from '../../test/mock-api';
import { adminOrder, ORDER_ID } from '../test/fixtures';
import { customer, CUSTOMER_ID, PATH } from './test-fixtures';
import {
  catalogueStaff,
  expectNotForRole,
  owner,
  renderSignedIn,
  setScreenWidth,
  STAFF_TOKEN,
  support,
} from '../test/render-admin';

beforeEach(() => setScreenWidth(1280));

const row = (n: number, overrides: Partial<CustomerRow> = {}): CustomerRow => ({
  id: `3f0c7a52-1c2d-4e5f-8a9b-0000000000${String(n).padStart(2, '0')}`,
  name: `Shopper ${n}`,
  email: `shopper${n}@example.com`,
  phone: `0101234567${n % 10}`,
  createdAt: '2025-02-01T10:00:00.000Z',
  orders: n,
  ...overrides,
});
const page = (rows: CustomerRow[], total = rows.length) => ({ body: { rows, total } });

describe('the customers grid', () => {
  test('asks the server for the page and search the URL names, and shows its rows', async () => {
    const { api } = renderSignedIn('/customers?page=2&pageSize=10&q=amira', support, {
      'GET /api/admin/customers': page([row(1), row(2)], 120),
    });

    expect(await screen.findByRole('link', { name: 'Shopper 1' })).toHaveAttribute('href', `/customers/${row(1).id}`);
    expect(screen.getByText('shopper2@example.com')).toBeInTheDocument();
    const query = api.calls('GET /api/admin/customers')[0];
    expect(Object.fromEntries(query?.query ?? [])).toEqual({ page: '2', pageSize: '10', q: 'amira' });
    expect(query?.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(screen.getByText('21–30 of 120')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('amira');
  });

  test('without a query: page one, 25 a page, no search', async () => {
    const { api } = renderSignedIn('/customers', support, { 'GET /api/admin/customers': page([row(1)]) });
    await screen.findByRole('link', { name: 'Shopper 1' });
    expect(api.queryFields('GET /api/admin/customers')).toEqual({
      page: '0',
      pageSize: '25',
    });
  });

  test('a search goes into the URL and the query, back on page one; clearing drops it', async () => {
    const { api, user, location } = renderSignedIn('/customers?page=1', support, {
      'GET /api/admin/customers': page([row(1)], 60),
    });
    await screen.findByRole('link', { name: 'Shopper 1' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' +20 10 1234 5678 {Enter}');
    await waitFor(() => expect(location()).toBe('/customers?q=%2B20+10+1234+5678'));
    await waitFor(() => expect(api.calls('GET /api/admin/customers').at(-1)?.query.get('q')).toBe('+20 10 1234 5678'));
    expect(api.calls('GET /api/admin/customers').at(-1)?.query.get('page')).toBe('0');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(location()).toBe('/customers'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  test('the next page is asked of the server', async () => {
    const { api, user, location } = renderSignedIn('/customers?q=shopper', support, {
      'GET /api/admin/customers': page([row(1)], 60),
    });
    await screen.findByRole('link', { name: 'Shopper 1' });
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(location()).toBe('/customers?page=1&q=shopper'));
    await waitFor(() => expect(api.calls('GET /api/admin/customers').at(-1)?.query.get('page')).toBe('1'));
  });

  test('a row opens the customer; a search that finds nobody says so', async () => {
    const { user, location } = renderSignedIn('/customers?q=nobody', support, {
      'GET /api/admin/customers': (request) => (request.query.get('q') ? page([]) : page([row(1)])),
      [`GET /api/admin/customers/${row(1).id}`]: { status: 404, body: { code: 'NOT_FOUND', message: 'x' } },
    });
    expect(await screen.findByText('No customer matches that search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(await screen.findByText('shopper1@example.com'));
    await waitFor(() => expect(location()).toBe(`/customers/${row(1).id}`));
  });
});

function openCustomer(answer = customer(), more: Parameters<typeof mockApi>[0] = {}, who = support) {
  return renderSignedIn(`/customers/${CUSTOMER_ID}`, who, { [`GET ${PATH}`]: { body: answer }, ...more });
}

describe("a customer's page", () => {
  test('shows the profile, orders (each a link to its page), returns, reviews and sessions', async () => {
    openCustomer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Amira Hassan' })).toBeInTheDocument();
    expect(screen.getByText('amira@example.com')).toBeInTheDocument();
    expect(screen.getByText('01012345678')).toBeInTheDocument();
    expect(screen.getByText('Arabic')).toBeInTheDocument();

    const orders = screen.getByRole('table', { name: 'Their orders' });
    expect(within(orders).getByRole('link', { name: '#4e5f6001' })).toHaveAttribute('href', `/orders/${ORDER_ID}`);
    expect(within(orders).getByText('Delivered')).toBeInTheDocument();
    // In the currency each order was charged in; what the customer spent, one figure per currency.
    expect(within(orders).getByText('EGP 3,407.00')).toBeInTheDocument();
    expect(screen.getByTestId('customer-spent')).toHaveTextContent(
      'Spent, cancelled orders left out: EGP 3,407.00 · $99.89',
    );

    const returns = screen.getByRole('table', { name: 'Returns' });
    expect(within(returns).getByText('1 × Backpack')).toBeInTheDocument();
    expect(within(returns).getByText('Damaged')).toBeInTheDocument();
    expect(within(returns).getByText('Requested')).toBeInTheDocument();

    expect(screen.getByText('Strap broke')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '2 of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('Hidden')).toBeInTheDocument();

    const sessions = screen.getByRole('table', { name: 'Signed in on' });
    expect(within(sessions).getByText('Chrome on Windows')).toBeInTheDocument();
    expect(within(sessions).getByText('Unknown browser')).toBeInTheDocument();
    // Nothing on the page offers to see or set a password.
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
  });

  test('more orders than listed: a link to all of them in the orders grid', async () => {
    openCustomer(customer({ orderCount: 80 }));
    const all = await screen.findByRole('link', { name: 'All 80 orders in the orders list' });
    expect(all).toHaveAttribute('href', '/orders?q=amira%40example.com');
  });

  test('an account with nothing yet says so, and has no sessions to end', async () => {
    openCustomer(customer({ orders: [], orderCount: 0, returns: [], reviews: [], sessions: [] }));
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
    expect(screen.getByText('No returns.')).toBeInTheDocument();
    expect(screen.getByText('No reviews.')).toBeInTheDocument();
    expect(screen.getByText('Not signed in anywhere.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End all sessions' })).toBeDisabled();
  });

  test('sends a password reset after asking, and says where it went', async () => {
    const { api, user } = openCustomer(customer(), {
      [`POST ${PATH}/password-reset`]: { status: 202, body: { queuedTo: 'amira@example.com' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Send password reset' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send a password-reset mail?' });
    expect(dialog).toHaveTextContent('Amira Hassan gets a mail at amira@example.com');
    expect(api.calls(`POST ${PATH}/password-reset`)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Send the mail' }));
    expect(await screen.findByText('A password-reset mail is on its way to amira@example.com.')).toBeInTheDocument();
    expect(api.calls(`POST ${PATH}/password-reset`)).toHaveLength(1);
  });

  test('going back from the dialog sends nothing', async () => {
    const { api, user } = openCustomer(customer(), {
      [`POST ${PATH}/password-reset`]: { status: 202, body: { queuedTo: 'amira@example.com' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Send password reset' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.calls(`POST ${PATH}/password-reset`)).toHaveLength(0);
  });

  test('ends every session after asking, then shows the page as it is now', async () => {
    let ended = false;
    const { api, user } = openCustomer(customer(), {
      [`GET ${PATH}`]: () => ({ body: ended ? customer({ sessions: [] }) : customer() }),
      [`DELETE ${PATH}/sessions`]: () => {
        ended = true;
        return { body: { ended: 2 } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'End all sessions' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End every session?' });
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect(await screen.findByText('2 sessions of Amira Hassan ended.')).toBeInTheDocument();
    expect(api.calls(`DELETE ${PATH}/sessions`)).toHaveLength(1);
    expect(await screen.findByText('Not signed in anywhere.')).toBeInTheDocument();
  });

  test('a refused action says why', async () => {
    const { user } = openCustomer(customer(), {
      [`POST ${PATH}/password-reset`]: { status: 403, body: { code: 'FORBIDDEN', message: 'Forbidden' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Send password reset' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send the mail' }));
    expect(await screen.findByText('Your role may not do that.')).toBeInTheDocument();
  });

  test('an account that is not there says so', async () => {
    openCustomer(customer(), { [`GET ${PATH}`]: { status: 404, body: { code: 'NOT_FOUND', message: 'x' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('It is not there (any more).');
  });

  test('in Arabic, right to left', async () => {
    renderSignedIn(`/customers/${CUSTOMER_ID}`, owner, { [`GET ${PATH}`]: { body: customer() } }, { locale: 'ar' });
    expect(await screen.findByRole('button', { name: 'إرسال إعادة تعيين كلمة المرور' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إنهاء كل الجلسات' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'كل العملاء' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('who may', () => {
  test('the catalogue role is told the section is not theirs, and nothing is asked', async () => {
    await expectNotForRole(`/customers/${CUSTOMER_ID}`, catalogueStaff, `GET ${PATH}`);
  });
});

describe("from an order's page", () => {
  test("the customer's name leads to their page; a guest's name is not a link", async () => {
    const first = renderSignedIn(`/orders/${ORDER_ID}`, support, {
      [`GET /api/admin/orders/${ORDER_ID}`]: { body: { ...adminOrder(), customerId: CUSTOMER_ID } },
      'GET /api/admin/carriers': { body: [] },
    });
    expect(await screen.findByRole('link', { name: 'Amira Hassan' })).toHaveAttribute(
      'href',
      `/customers/${CUSTOMER_ID}`,
    );
    first.unmount();

    renderSignedIn(`/orders/${ORDER_ID}`, support, {
      [`GET /api/admin/orders/${ORDER_ID}`]: { body: { ...adminOrder(), guest: true, customerId: null } },
      'GET /api/admin/carriers': { body: [] },
    });
    await screen.findByRole('heading', { level: 1, name: 'Order #4e5f6001' });
    expect(screen.queryByRole('link', { name: 'Amira Hassan' })).not.toBeInTheDocument();
  });
});
