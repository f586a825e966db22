import { withTestApp, createTestUser } from '../../test/harness';
import { auditEntries } from '../audit/test-support';
import { createTestStaff, type TestStaff } from '../staff/test-support';
import type { SalesReport } from '../../../universal/contracts/admin/reports';
import { seedOrder, seedRefund, seedReturn } from './test-support';

jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

// Cairo is UTC+2 in the autumn of 2026: 22:30 UTC on 31 October is already 1 November there.
const t = withTestApp({ shopTimeZone: 'Africa/Cairo' });

const report = async (who: TestStaff | undefined, query: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/reports/sales?${query}`,
    headers: who ? who.headers : {},
  });
  return { status: response.statusCode, body: response.json<SalesReport & { code?: string; message?: string }>() };
};

const ZERO = { orders: 0, units: 0, gross: 0, discounts: 0, delivery: 0, fees: 0, tax: 0, charged: 0 };

describe('GET /api/admin/reports/sales', () => {
  it('sums each currency apart per month: placed orders not cancelled, refunds by the day they were paid back', async () => {
    const owner = await createTestStaff(t, 'owner');
    const [a, b] = [await createTestUser(t.ctx), await createTestUser(t.ctx)];
    const guest = { guestEmail: `guest-${Date.now()}@shop.example` };
    // B ordered before the period: a returning customer.
    const before = await seedOrder(t.db, {
      buyer: { userId: b.id },
      at: '2026-09-20T10:00:00Z',
      status: 'delivered',
      currency: 'USD',
      lines: [{ productId: 9, title: 'Old thing', price: 1000, quantity: 1 }],
      tax: 0,
    });
    const egp = await seedOrder(t.db, {
      buyer: { userId: a.id },
      at: '2026-10-05T10:00:00Z',
      status: 'delivered',
      currency: 'EGP',
      lines: [
        { productId: 1, sku: 'BAG-S', title: 'Backpack', variantLabel: 'Small', price: 10_000, quantity: 2 },
        { productId: 2, title: 'Mug', price: 5_000, quantity: 1 },
      ],
      charges: [
        ['discount', -2_500],
        ['delivery', 3_000],
        ['cod-fee', 1_500],
      ],
      // VAT inside the prices: the total does not add it again.
      tax: 3_105,
      taxIncluded: true,
    });
    expect(egp.total).toBe(27_000);
    // 00:30 on 1 November in Cairo: November's.
    const usd = await seedOrder(t.db, {
      buyer: { userId: b.id },
      at: '2026-10-31T22:30:00Z',
      status: 'shipped',
      currency: 'USD',
      lines: [{ productId: 1, sku: 'BAG-M', title: 'Backpack', variantLabel: 'Medium', price: 1_999, quantity: 1 }],
      charges: [['delivery', 500]],
      tax: 160,
    });
    expect(usd.total).toBe(2_659);
    const guests = await seedOrder(t.db, {
      buyer: guest,
      at: '2026-11-10T12:00:00Z',
      status: 'delivered',
      currency: 'USD',
      lines: [{ productId: 3, sku: 'LAMP', title: 'Lamp', price: 1_000, quantity: 3 }],
      charges: [['delivery', 0]],
      tax: 240,
    });
    expect(guests.total).toBe(3_240);
    // Cancelled: not a sale, whatever it charged.
    await seedOrder(t.db, {
      buyer: { userId: a.id },
      at: '2026-11-15T12:00:00Z',
      status: 'cancelled',
      currency: 'EGP',
      lines: [{ productId: 1, sku: 'BAG-S', title: 'Backpack', price: 10_000, quantity: 5 }],
      charges: [['delivery', 3_000]],
      tax: 0,
      taxIncluded: true,
    });
    // 00:30 on 1 December in Cairo: after the period.
    await seedOrder(t.db, {
      buyer: { userId: a.id },
      at: '2026-11-30T22:30:00Z',
      status: 'pending',
      currency: 'EGP',
      lines: [{ productId: 2, title: 'Mug', price: 5_000, quantity: 1 }],
      tax: 0,
      taxIncluded: true,
    });
    await seedRefund(t.db, egp.id, owner.id, 1_000, '2026-11-02T09:00:00Z');
    // Paid back in October for an order of September: October's refund.
    await seedRefund(t.db, before.id, owner.id, 500, '2026-10-10T09:00:00Z', 'succeeded');
    // The provider refused it: nothing went back.
    await seedRefund(t.db, usd.id, owner.id, 659, '2026-11-05T09:00:00Z', 'failed');
    await seedReturn(
      t.db,
      guests.id,
      { productId: 3, title: 'Lamp', quantity: 1 },
      'refunded',
      '2026-11-20T09:00:00Z',
      1_000,
    );
    await seedReturn(
      t.db,
      egp.id,
      { productId: 1, title: 'Backpack', quantity: 1 },
      'rejected',
      '2026-11-21T09:00:00Z',
    );

    const { status, body } = await report(owner, 'from=2026-10-01&to=2026-11-30&interval=month');
    expect(status).toBe(200);
    expect(body).toEqual({
      from: '2026-10-01',
      to: '2026-11-30',
      interval: 'month',
      timeZone: 'Africa/Cairo',
      currencies: [
        {
          currency: 'EGP',
          orders: 1,
          units: 3,
          gross: 250,
          discounts: 25,
          delivery: 30,
          fees: 15,
          tax: 31.05,
          charged: 270,
          refunds: 10,
          net: 260,
          averageOrder: 270,
          buckets: [
            {
              start: '2026-10-01',
              orders: 1,
              units: 3,
              gross: 250,
              discounts: 25,
              delivery: 30,
              fees: 15,
              tax: 31.05,
              charged: 270,
              refunds: 0,
              net: 270,
            },
            { start: '2026-11-01', ...ZERO, refunds: 10, net: -10 },
          ],
        },
        {
          currency: 'USD',
          orders: 2,
          units: 4,
          gross: 49.99,
          discounts: 0,
          delivery: 5,
          fees: 0,
          tax: 4,
          charged: 58.99,
          refunds: 15,
          net: 43.99,
          // 58.99 over two orders, to the cent.
          averageOrder: 29.5,
          buckets: [
            { start: '2026-10-01', ...ZERO, refunds: 5, net: -5 },
            {
              start: '2026-11-01',
              orders: 2,
              units: 4,
              gross: 49.99,
              discounts: 0,
              delivery: 5,
              fees: 0,
              tax: 4,
              charged: 58.99,
              refunds: 10,
              net: 48.99,
            },
          ],
        },
      ],
      topProducts: [
        {
          productId: 1,
          title: 'Backpack',
          units: 3,
          sales: [
            { currency: 'EGP', amount: 200 },
            { currency: 'USD', amount: 19.99 },
          ],
        },
        { productId: 3, title: 'Lamp', units: 3, sales: [{ currency: 'USD', amount: 30 }] },
        { productId: 2, title: 'Mug', units: 1, sales: [{ currency: 'EGP', amount: 50 }] },
      ],
      topVariants: [
        {
          productId: 3,
          sku: 'LAMP',
          title: 'Lamp',
          variantLabel: '',
          units: 3,
          sales: [{ currency: 'USD', amount: 30 }],
        },
        {
          productId: 1,
          sku: 'BAG-S',
          title: 'Backpack',
          variantLabel: 'Small',
          units: 2,
          sales: [{ currency: 'EGP', amount: 200 }],
        },
        {
          productId: 1,
          sku: 'BAG-M',
          title: 'Backpack',
          variantLabel: 'Medium',
          units: 1,
          sales: [{ currency: 'USD', amount: 19.99 }],
        },
      ],
      // The rejected return asked nothing back.
      returnRates: [{ productId: 3, title: 'Lamp', sold: 3, returned: 1, rate: 0.3333 }],
      customers: { new: { customers: 2, orders: 2 }, returning: { customers: 1, orders: 1 } },
    });

    // Weekly: Monday-started weeks; the week of 1 November (a Sunday in 2026) starts on 26 October.
    const weekly = await report(owner, 'from=2026-10-01&to=2026-11-30&interval=week');
    const usdWeeks = weekly.body.currencies.find((block) => block.currency === 'USD')?.buckets ?? [];
    expect(usdWeeks[0]?.start).toBe('2026-09-28');
    expect(usdWeeks.find((week) => week.orders > 0)).toEqual(
      expect.objectContaining({ start: '2026-10-26', orders: 1 }),
    );
    expect(usdWeeks.reduce((sum, week) => sum + week.orders, 0)).toBe(2);

    // Each view is in the audit trail, with its period.
    const trail = await auditEntries(t.db, 'report', 'sales');
    expect(trail.at(-2)).toEqual({
      action: 'report.view',
      staff_email: owner.email,
      before: null,
      after: { filter: { from: '2026-10-01', to: '2026-11-30', interval: 'month' } },
    });
  });

  it('answers an empty period with no currency and no customers', async () => {
    const owner = await createTestStaff(t, 'owner');
    const { status, body } = await report(owner, 'from=2001-01-01&to=2001-01-31&interval=day');
    expect(status).toBe(200);
    expect(body.currencies).toEqual([]);
    expect(body.topProducts).toEqual([]);
    expect(body.customers).toEqual({ new: { customers: 0, orders: 0 }, returning: { customers: 0, orders: 0 } });
  });

  it('refuses a period that is backwards, too long, not a day, or too finely split, and records nothing', async () => {
    const owner = await createTestStaff(t, 'owner');
    const refused = async (query: string) => {
      const { status, body } = await report(owner, query);
      return [status, body.message];
    };
    expect(await refused('from=2026-11-30&to=2026-11-01')).toEqual([400, 'The last day comes before the first.']);
    expect(await refused('from=2020-01-01&to=2026-01-01')).toEqual([400, 'A report covers at most 1100 days.']);
    expect(await refused('from=2026-02-30&to=2026-03-01')).toEqual([400, 'Invalid from: is not a date (YYYY-MM-DD)']);
    expect((await refused('from=2024-01-01&to=2026-01-01&interval=day'))[0]).toBe(400);
    expect((await refused('from=2026-01-01&to=2026-02-01&interval=year'))[0]).toBe(400);
    expect(await auditEntries(t.db, 'report', 'sales')).not.toContainEqual(
      expect.objectContaining({ staff_email: owner.email }),
    );
  });

  it('is for owners: the catalogue role and support get 403, no session 401', async () => {
    const query = 'from=2026-10-01&to=2026-10-31';
    expect((await report(await createTestStaff(t, 'catalogue'), query)).status).toBe(403);
    expect((await report(await createTestStaff(t, 'support'), query)).status).toBe(403);
    expect((await report(undefined, query)).status).toBe(401);
  });
});
