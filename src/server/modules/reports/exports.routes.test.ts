import { parse } from 'csv-parse/sync';
import { withTestApp, createTestUser } from '../../test/harness';
import { auditEntries } from '../audit/test-support';
import { createTestStaff, type TestStaff } from '../staff/test-support';
import { EXPORT_BATCH } from '../orders/order-exports';
import { seedOrder } from './test-support';

jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

const t = withTestApp();

const download = async (who: TestStaff | undefined, path: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/exports/${path}`,
    headers: who?.headers ?? {},
  });
  return { response, rows: response.statusCode === 200 ? (parse(response.body, { bom: true }) as string[][]) : [] };
};

/** The rows under the header, each as `{ column: cell }`. */
const records = (rows: string[][]) => {
  const [header = [], ...body] = rows;
  return body.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
};

describe('the CSV exports', () => {
  it("write the orders the grid's filter finds, amounts in each order's currency, with a formula's cell made text", async () => {
    const owner = await createTestStaff(t, 'owner');
    const buyer = await createTestUser(t.ctx);
    const method = `export-${Date.now()}`;
    const pounds = await seedOrder(t.db, {
      buyer: { userId: buyer.id },
      at: '2026-11-02T10:00:00Z',
      status: 'delivered',
      currency: 'EGP',
      name: '=HYPERLINK("http://evil.example","Click")',
      paymentMethod: method,
      lines: [{ productId: 1, sku: 'BAG-S', title: 'Backpack, "the big one"', price: 10_000, quantity: 2 }],
      charges: [
        ['discount', -2_500],
        ['delivery', 3_000],
      ],
      tax: 2_205,
      taxIncluded: true,
    });
    const dollars = await seedOrder(t.db, {
      buyer: { guestEmail: '@guest.example' },
      at: '2026-11-03T10:00:00Z',
      status: 'pending',
      currency: 'USD',
      name: ' -2+3',
      paymentMethod: method,
      lines: [{ productId: 3, title: '+Lamp', price: 1_999, quantity: 1 }],
      tax: 160,
    });
    await seedOrder(t.db, {
      buyer: { userId: buyer.id },
      at: '2026-11-04T10:00:00Z',
      status: 'cancelled',
      currency: 'USD',
      paymentMethod: method,
      lines: [{ productId: 3, title: 'Lamp', price: 1_999, quantity: 1 }],
      tax: 0,
    });

    const { response, rows } = await download(owner, `orders.csv?payment=${method}&from=2026-11-01&to=2026-11-03`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    // A byte-order mark first: spreadsheets read the file as UTF-8.
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(records(rows)).toEqual([
      {
        number: pounds.id.slice(-8),
        id: pounds.id,
        'placed at': '2026-11-02T10:00:00.000Z',
        status: 'delivered',
        currency: 'EGP',
        subtotal: '200.00',
        discounts: '25.00',
        delivery: '30.00',
        fees: '0.00',
        tax: '22.05',
        total: '205.00',
        refunded: '0.00',
        units: '2',
        customer: `'=HYPERLINK("http://evil.example","Click")`,
        email: `${buyer.id}@shop.example`,
        phone: '01012345678',
        country: 'Egypt',
        'payment method': method,
        guest: 'no',
      },
      expect.objectContaining({
        id: dollars.id,
        currency: 'USD',
        total: '21.59',
        customer: "' -2+3",
        email: "'@guest.example",
        guest: 'yes',
      }),
    ]);

    const lines = await download(owner, `order-lines.csv?payment=${method}&status=delivered`);
    expect(records(lines.rows)).toEqual([
      {
        'order number': pounds.id.slice(-8),
        'order id': pounds.id,
        'placed at': '2026-11-02T10:00:00.000Z',
        status: 'delivered',
        currency: 'EGP',
        line: '1',
        product: '1',
        sku: 'BAG-S',
        title: 'Backpack, "the big one"',
        variant: '',
        quantity: '2',
        'unit price': '100.00',
        'line total': '200.00',
      },
    ]);
    // Quoted as CSV quotes: the comma and the quotes stay inside one cell.
    expect(lines.response.body).toContain('"Backpack, ""the big one"""');

    // Who exported what, with the filter they used.
    const trail = await auditEntries(t.db, 'report', 'orders');
    expect(trail.at(-1)).toEqual({
      action: 'report.export',
      staff_email: owner.email,
      before: null,
      after: { filter: { payment: method, from: '2026-11-01', to: '2026-11-03' } },
    });
    expect((await auditEntries(t.db, 'report', 'order-lines')).at(-1)?.after).toEqual({
      filter: { payment: method, status: 'delivered' },
    });
  });

  it('streams every order in batches, oldest first, none twice and none left out, orders at the same moment too', async () => {
    const owner = await createTestStaff(t, 'owner');
    const buyer = await createTestUser(t.ctx);
    const method = `bulk-${Date.now()}`;
    const count = EXPORT_BATCH * 2 + 7;
    // Written in one statement: two batches and a bit, in pairs placed at the same moment.
    await t.db.query(
      `INSERT INTO orders (id, user_id, status, created_at, status_changed_at, subtotal_cents, tax_cents, total_cents,
         delivery_option, payment_method, shipping_address, customer, tax_rate_bp, tax_included, currency)
       SELECT lpad(to_hex(n), 24, '0') || '', $1, 'pending', timestamptz '2026-01-01' + (n / 2) * interval '1 minute',
              timestamptz '2026-01-01', 100, 0, 100, 'standard', $2, '{"country":"Egypt"}', '{"name":"Bulk","email":"b@x.example"}', 800, false, 'USD'
       FROM generate_series(1, $3::int) AS n`,
      [buyer.id, method, count],
    );
    const { rows } = await download(owner, `orders.csv?payment=${method}`);
    const ids = records(rows).map((row) => row.id);
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    expect(ids[0]).toBe(`${'0'.repeat(23)}1`);
  });

  it("write the customers the grid's search finds and the products the list's filters find", async () => {
    const owner = await createTestStaff(t, 'owner');
    const shopper = await createTestUser(t.ctx);
    await seedOrder(t.db, {
      buyer: { userId: shopper.id },
      at: '2026-11-02T10:00:00Z',
      status: 'pending',
      currency: 'USD',
      lines: [{ productId: 1, title: 'Bag', price: 100, quantity: 1 }],
      tax: 0,
    });
    const customers = await download(owner, `customers.csv?q=${encodeURIComponent(shopper.email)}`);
    expect(records(customers.rows)).toEqual([
      expect.objectContaining({ id: shopper.id, email: shopper.email, orders: '1' }),
    ]);
    expect(customers.rows[0]).toEqual([
      'id',
      'name',
      'email',
      'phone',
      'joined at',
      'language',
      'currency',
      'order mails',
      'orders',
    ]);

    const products = await download(owner, 'products.csv?q=1');
    expect(records(products.rows)).toContainEqual(expect.objectContaining({ id: '1', state: 'published' }));
    expect((await auditEntries(t.db, 'report', 'products')).at(-1)?.after).toEqual({ filter: { q: '1' } });
  });

  it('refuse a bad filter before anything is written or recorded', async () => {
    const owner = await createTestStaff(t, 'owner');
    const { response } = await download(owner, 'orders.csv?from=2026-02-30');
    expect(response.statusCode).toBe(400);
    expect((await auditEntries(t.db, 'report', 'orders')).map((entry) => entry.staff_email)).not.toContain(owner.email);
  });

  it('are for owners: the catalogue role and support get 403, no session 401', async () => {
    const [catalogue, support] = [await createTestStaff(t, 'catalogue'), await createTestStaff(t, 'support')];
    for (const name of ['orders', 'order-lines', 'customers', 'products']) {
      expect((await download(catalogue, `${name}.csv`)).response.statusCode).toBe(403);
      expect((await download(support, `${name}.csv`)).response.statusCode).toBe(403);
      expect((await download(undefined, `${name}.csv`)).response.statusCode).toBe(401);
    }
  });
});
