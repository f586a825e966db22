import { randomBytes } from 'node:crypto';
import { call } from '../auth/test-support';
import { seedOrder, seedReturn, type SeededOrder } from '../reports/test-support';
import { createTestStaff, listQuery } from '../staff/test-support';
import { createTestUser, withTestApp } from '../../test/harness';
import { figureLists, type ListedFigure } from '../../../universal/dashboard-figures';
import type { Dashboard } from '../../../universal/contracts/admin/dashboard';

jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

/**
 * The dashboard's period figures against the period before (issue 52), and each figure against the list it
 * links to: the list, asked with the figure's filters (universal/dashboard-figures.ts), counts the figure.
 * Cairo is UTC+2 in November: its day starts at 22:00 UTC the evening before.
 */
const t = withTestApp({ shopTimeZone: 'Africa/Cairo' });

const dashboard = async (): Promise<Dashboard> =>
  (await call(t, 'GET', '/api/admin/dashboard', { token: (await createTestStaff(t, 'owner')).token }))
    .body as unknown as Dashboard;

/** An order of one line worth `cents` (no tax, no charges), placed at `at`. */
const order = (
  userId: string,
  at: string,
  status: SeededOrder['status'],
  currency: SeededOrder['currency'],
  cents: number,
) =>
  seedOrder(t.db, {
    buyer: { userId },
    at,
    status,
    currency,
    lines: [{ productId: 1, title: 'Backpack', price: cents, quantity: 1 }],
    tax: 0,
  });

/** Moves the test clock to `at` (never back). */
const clockTo = (at: string) => {
  const by = Date.parse(at) - t.clock.now().getTime();
  expect(by).toBeGreaterThanOrEqual(0);
  t.clock.advance(by);
};

async function review(userId: string, productId: number, at: string) {
  await t.db.query(
    `INSERT INTO product_reviews (id, product_id, user_id, stars, title, body, display_name, verified, created_at, updated_at)
     VALUES ($1, $2, $3, 4, 'Good', 'It works well, every day of the week.', 'Mona', false, $4, $4)`,
    [randomBytes(6).toString('hex'), productId, userId, at],
  );
}

describe("the dashboard's figures", () => {
  it("set today's orders and revenue against yesterday up to the same time of day in the shop, per currency", async () => {
    const buyer = await createTestUser(t.ctx);
    // The 21st in Cairo: 20th 22:00 UTC to 21st 22:00 UTC.
    await order(buyer.id, '2026-11-21T09:00:00.000Z', 'delivered', 'GBP', 2_000); // 11:00: sterling, none today
    await order(buyer.id, '2026-11-21T10:00:00.000Z', 'delivered', 'EGP', 10_000); // 12:00
    await order(buyer.id, '2026-11-21T10:30:00.000Z', 'cancelled', 'EGP', 5_000); // counted, charged nothing
    await order(buyer.id, '2026-11-21T11:00:00.000Z', 'shipped', 'EGP', 7_000); // 13:00: where the comparison stops
    await order(buyer.id, '2026-11-21T21:59:59.999Z', 'delivered', 'EGP', 3_000); // the 21st's last moment

    // The 21st's last moment is still the 21st; the next one is the 22nd, against nothing yet.
    clockTo('2026-11-21T21:59:59.999Z');
    const lastMoment = await dashboard();
    expect(lastMoment.day).toBe('2026-11-21');
    expect(lastMoment.ordersToday?.count).toBe(5);
    t.clock.advance(1);
    await order(buyer.id, '2026-11-21T22:00:00.000Z', 'pending', 'EGP', 4_000);
    const firstMoment = await dashboard();
    expect(firstMoment.day).toBe('2026-11-22');
    expect(firstMoment.ordersToday).toEqual({
      count: 1,
      trend: { previous: 0, change: 1, percent: null },
      revenue: [{ currency: 'EGP', amount: 40, trend: { previous: 0, change: 40, percent: null } }],
      comparedUntil: '2026-11-20T22:00:00.000Z',
    });

    clockTo('2026-11-22T11:00:00.000Z');
    await order(buyer.id, '2026-11-22T09:00:00.000Z', 'processing', 'EGP', 8_000);
    await order(buyer.id, '2026-11-22T10:30:00.000Z', 'pending', 'USD', 1_500); // dollars: none yesterday
    await order(buyer.id, '2026-11-22T10:45:00.000Z', 'cancelled', 'EGP', 9_999);
    // 13:00 on the 22nd, set against the 21st from midnight to 13:00 (13:00 itself left out).
    expect((await dashboard()).ordersToday).toEqual({
      count: 4,
      trend: { previous: 3, change: 1, percent: 33.3 },
      revenue: [
        { currency: 'EGP', amount: 120, trend: { previous: 100, change: 20, percent: 20 } },
        { currency: 'GBP', amount: 0, trend: { previous: 20, change: -20, percent: -100 } },
        { currency: 'USD', amount: 15, trend: { previous: 0, change: 15, percent: null } },
      ],
      comparedUntil: '2026-11-21T11:00:00.000Z',
    });
  });

  it('each count what the list they link to finds with their filters, and revenue what its rows charged', async () => {
    const owner = await createTestStaff(t, 'owner');
    const buyer = await createTestUser(t.ctx);
    const now = t.clock.now().getTime();
    const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    const delivered = await order(buyer.id, at(-3 * 24 * 60), 'delivered', 'EGP', 6_000);
    const earlier = await order(buyer.id, at(-2 * 24 * 60), 'delivered', 'EGP', 6_000);
    await order(buyer.id, at(-1), 'pending', 'USD', 2_500);
    await order(buyer.id, at(-2), 'processing', 'EGP', 2_500);
    await order(buyer.id, at(-3), 'cancelled', 'EGP', 2_500);
    await seedReturn(t.db, delivered.id, { productId: 1, title: 'Backpack', quantity: 1 }, 'requested', at(-60));
    await seedReturn(t.db, earlier.id, { productId: 1, title: 'Backpack', quantity: 1 }, 'approved', at(-60));
    await seedReturn(t.db, earlier.id, { productId: 1, title: 'Backpack', quantity: 1 }, 'refunded', at(-60));
    // Low stock: a product counts once however many of its variants run low; a draft is not on sale.
    const productWith = async (variants: string) =>
      (
        await t.db.query<{ id: number }>(
          `SELECT product_id AS id FROM product_variants GROUP BY product_id HAVING count(*) ${variants}
           ORDER BY product_id LIMIT 1`,
        )
      )[0]?.id;
    const [several, one] = [await productWith('> 1'), await productWith('= 1')];
    await t.db.query('UPDATE product_variants SET stock = 1 WHERE product_id = $1', [several]);
    await t.db.query('UPDATE product_variants SET stock = 5 WHERE product_id = $1', [one]);
    // New reviews: from the first moment of the shop's day six days before today.
    const { day } = await dashboard();
    const since = figureLists(day).newReviews.filters.from;
    const sinceStart = Date.parse(`${since}T00:00:00.000Z`) - 2 * 3_600_000;
    const writer = await createTestUser(t.ctx);
    await review(writer.id, 1, new Date(sinceStart).toISOString());
    await review(writer.id, 2, new Date(sinceStart - 1).toISOString());

    const figures = await dashboard();
    const lists = figureLists(figures.day);
    const listed = async (figure: ListedFigure) => {
      const { list, filters } = lists[figure];
      const response = await call(t, 'GET', `/api/admin/${list}?${listQuery({ ...filters, pageSize: 100 })}`, {
        token: owner.token,
      });
      expect(response.status).toBe(200);
      return response.body as { total: number; rows: { total: number; currency: string }[] };
    };
    for (const figure of ['waitingToShip', 'openReturns', 'lowStock', 'newReviews'] as const) {
      expect([figure, (await listed(figure)).total]).toEqual([figure, figures[figure]]);
    }
    expect((await listed('ordersToday')).total).toBe(figures.ordersToday?.count);
    // Today's orders but the cancelled one, whose totals add up, per currency, to the revenue.
    const charged = (await listed('revenueToday')).rows.reduce<Record<string, number>>(
      (sums, row) => ({ ...sums, [row.currency]: Math.round(((sums[row.currency] ?? 0) + row.total) * 100) / 100 }),
      {},
    );
    const revenue = figures.ordersToday?.revenue.filter((sum) => sum.amount > 0) ?? [];
    expect(charged).toEqual(Object.fromEntries(revenue.map((sum) => [sum.currency, sum.amount])));

    // And they moved as the data did: two open returns, one more product low, one review on the first new day.
    expect(figures.openReturns).toBeGreaterThanOrEqual(2);
    await t.db.query(`UPDATE return_requests SET status = 'rejected' WHERE order_id = $1`, [delivered.id]);
    await t.db.query('UPDATE product_variants SET stock = 6 WHERE product_id = $1', [one]);
    const after = await dashboard();
    expect(after.openReturns).toBe((figures.openReturns ?? 0) - 1);
    expect(after.lowStock).toBe((figures.lowStock ?? 0) - 1);
    await t.db.query('DELETE FROM product_reviews WHERE user_id = $1 AND product_id = 1', [writer.id]);
    expect((await dashboard()).newReviews).toBe((figures.newReviews ?? 0) - 1);
  });
});
