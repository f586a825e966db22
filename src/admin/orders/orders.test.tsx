/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';

import { orderRow } from '../test/fixtures';
import { renderSignedIn, setScreenWidth, STAFF_TOKEN, support } from '../test/render-admin';

beforeEach(() => setScreenWidth(1280));

const page = (rows: ReturnType<typeof orderRow>[], total = rows.length) => ({ body: { rows, total } });

describe('the orders grid', () => {
  test('asks the server for the page, order and filters the URL names, and shows its rows', async () => {
    const { api } = renderSignedIn(
      '/orders?page=2&pageSize=10&sort=total&direction=asc&status=pending&from=2025-03-01&to=2025-03-31&payment=paypal&country=EG&q=amira',
      support,
      {
        'GET /api/admin/orders': page(
          [orderRow(1), orderRow(2, { status: 'shipped', guest: true, total: 3407, currency: 'EGP' })],
          120,
        ),
      },
    );

    expect(await screen.findByText('#4e5f6001')).toBeInTheDocument();
    // Each total in the currency its order was charged in.
    expect(screen.getByText('#4e5f6001').closest('[role="row"]')).toHaveTextContent('$10.50');
    expect(screen.getByText('#4e5f6002').closest('[role="row"]')).toHaveTextContent('EGP 3,407.00');
    // The number is a link too: the keyboard's way to the order.
    expect(screen.getByRole('link', { name: '#4e5f6002' })).toHaveAttribute('href', '/orders/665f1c2e8a1b2c3d4e5f6002');
    const query = api.calls('GET /api/admin/orders')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      page: '2',
      pageSize: '10',
      sort: 'total',
      direction: 'asc',
      status: 'pending',
      from: '2025-03-01',
      to: '2025-03-31',
      payment: 'paypal',
      country: 'EG',
      q: 'amira',
    });
    expect(api.calls('GET /api/admin/orders')[0]?.headers.get('authorization')).toBe(`Bearer ${STAFF_TOKEN}`);
    // The count comes from the server's total.
    expect(screen.getByText('21–30 of 120')).toBeInTheDocument();
    // The filters show what the URL names.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('amira');
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('EG');
  });

  test('without a query: page one, 25 a page, newest first', async () => {
    const { api } = renderSignedIn('/orders', support, { 'GET /api/admin/orders': page([orderRow(1)]) });
    expect(await screen.findByText('#4e5f6001')).toBeInTheDocument();
    expect(api.queryFields('GET /api/admin/orders')).toEqual({
      page: '0',
      pageSize: '25',
      sort: 'createdAt',
      direction: 'desc',
    });
  });

  test('a search and a status go into the URL and the query, back on page one', async () => {
    const { api, user, location } = renderSignedIn('/orders?page=1', support, {
      'GET /api/admin/orders': page([orderRow(1)], 60),
    });
    await screen.findByText('#4e5f6001');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'customer1@example.com{Enter}');
    await waitFor(() => expect(location()).toBe('/orders?q=customer1%40example.com'));
    await waitFor(() =>
      expect(api.calls('GET /api/admin/orders').at(-1)?.query.get('q')).toBe('customer1@example.com'),
    );
    expect(api.calls('GET /api/admin/orders').at(-1)?.query.get('page')).toBe('0');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Shipped' }));
    await waitFor(() => expect(location()).toBe('/orders?status=shipped&q=customer1%40example.com'));
    await waitFor(() => expect(api.calls('GET /api/admin/orders').at(-1)?.query.get('status')).toBe('shipped'));
  });

  test('the next page is asked of the server', async () => {
    const { api, user, location } = renderSignedIn('/orders', support, {
      'GET /api/admin/orders': page([orderRow(1)], 60),
    });
    await screen.findByText('#4e5f6001');
    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(location()).toBe('/orders?page=1'));
    await waitFor(() => expect(api.calls('GET /api/admin/orders').at(-1)?.query.get('page')).toBe('1'));
  });

  test('sorting by a column is asked of the server', async () => {
    const { api, user, location } = renderSignedIn('/orders', support, {
      'GET /api/admin/orders': page([orderRow(1)]),
    });
    await screen.findByText('#4e5f6001');
    const header = screen.getByRole('columnheader', { name: /Total/ });
    await user.click(within(header).getByText('Total'));
    await waitFor(() => expect(location()).toBe('/orders?sort=total'));
    await waitFor(() => expect(api.calls('GET /api/admin/orders').at(-1)?.query.get('sort')).toBe('total'));
    expect(api.calls('GET /api/admin/orders').at(-1)?.query.get('direction')).toBe('desc');
  });

  test('a row opens its order', async () => {
    const { user, location } = renderSignedIn('/orders', support, {
      'GET /api/admin/orders': page([orderRow(1)]),
      'GET /api/admin/orders/665f1c2e8a1b2c3d4e5f6001': {
        status: 404,
        body: { code: 'ORDER_NOT_FOUND', message: 'x' },
      },
    });
    await user.click(await screen.findByText('Customer 1 · customer1@example.com'));
    await waitFor(() => expect(location()).toBe('/orders/665f1c2e8a1b2c3d4e5f6001'));
  });
});
