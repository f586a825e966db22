import { withTestApp, createTestUser, type TestUser } from '../../test/harness';
import type { CheckoutResponse, Order } from '../../../universal/contracts/order';
import type { ReturnRequest } from '../../../universal/contracts/returns';
import { orderReturns } from '../returns/returns';
import { ordersRepository } from './repository';
import { orderStatusChanges } from './status-changes';
import {
  checkout,
  confirmedCheckout,
  fillCart,
  orderCount,
  placeTestOrder,
  setStockOf,
  stockLeft,
  inPounds,
} from '../../test/checkout-test-support';

/**
 * Stock that cannot be oversold (issue 33), on the embedded database and, in the suite's PostgreSQL
 * pass (TEST_DB_ENGINE=postgres), on PostgreSQL with a pool of connections racing for real.
 */

const PUBLIC_URL = 'https://shop.example';

const t = withTestApp({ publicUrl: PUBLIC_URL });

const changes = () => orderStatusChanges(t.db);
const cancel = (user: TestUser, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: user.headers });

async function shoppers(count: number): Promise<TestUser[]> {
  return Promise.all(Array.from({ length: count }, () => createTestUser(t.ctx)));
}

describe('checkout takes stock', () => {
  it("takes the lines' units with the order, each line at its variant's price and label as sold", async () => {
    const user = await createTestUser(t.ctx);
    await setStockOf(t.db, 'SF3-1TB', 8);
    await setStockOf(t.db, 'SF3-512GB', 8);
    await fillCart(t.db, user.id, [
      ['SF3-1TB', 3],
      ['SF3-512GB', 1],
    ]);
    const prices = await t.db.query<{ sku: string; price_cents: number }>(
      "SELECT sku, price_cents FROM product_variants WHERE sku IN ('SF3-1TB', 'SF3-512GB') ORDER BY sku",
    );
    const response = await checkout(t.app, user);
    expect(response.statusCode).toBe(201);
    const { order } = response.json<CheckoutResponse>();
    // In the pounds the Cairo order is charged in (issue 50).
    const priceOf = (sku: string) => inPounds(prices.find((row) => row.sku === sku)?.price_cents ?? 0) / 100;
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: '3',
        sku: 'SF3-1TB',
        variantLabel: '1 TB',
        price: priceOf('SF3-1TB'),
        quantity: 3,
      }),
      expect.objectContaining({
        productId: '3',
        sku: 'SF3-512GB',
        variantLabel: '512 GB',
        price: priceOf('SF3-512GB'),
        quantity: 1,
      }),
    ]);
    expect(priceOf('SF3-1TB')).not.toBe(priceOf('SF3-512GB'));
    expect(await stockLeft(t.db, 'SF3-1TB')).toBe(5);
    expect(await stockLeft(t.db, 'SF3-512GB')).toBe(7);
  });

  it('refuses a cart with a short line with 409 OUT_OF_STOCK naming every short line: nothing ordered, nothing taken', async () => {
    const user = await createTestUser(t.ctx);
    await setStockOf(t.db, 'P9', 50);
    await setStockOf(t.db, 'SF7-GRAPHITE', 5);
    await setStockOf(t.db, 'SF7-SILVER', 5);
    await fillCart(t.db, user.id, [
      ['P9', 2],
      ['SF7-GRAPHITE', 2],
      ['SF7-SILVER', 1],
    ]);
    // The shopper confirmed the cart while there was enough; then others bought the last units.
    const confirmed = await confirmedCheckout(t.app, user);
    await setStockOf(t.db, 'SF7-GRAPHITE', 1);
    await setStockOf(t.db, 'SF7-SILVER', 0);
    const response = await checkout(t.app, user, confirmed);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'OUT_OF_STOCK',
      message: expect.stringMatching(
        /only 1 left of .+ \(Graphite\).+ \(Silver\) is sold out\. Nothing was ordered\.$/,
      ),
      lines: [
        { sku: 'SF7-GRAPHITE', productId: '7', available: 1 },
        { sku: 'SF7-SILVER', productId: '7', available: 0 },
      ],
    });
    expect(await orderCount(t.db, user.id)).toBe(0);
    expect(await stockLeft(t.db, 'P9')).toBe(50);
    expect(await stockLeft(t.db, 'SF7-GRAPHITE')).toBe(1);
    expect(await t.db.query('SELECT sku FROM cart_items WHERE cart_id = $1 ORDER BY sku', [user.id])).toHaveLength(3);
  });

  it('sells exactly the last 10 units to 50 shoppers checking out at once; the other 40 hear OUT_OF_STOCK', async () => {
    const sku = 'SF12-1TB';
    await setStockOf(t.db, sku, 10);
    const crowd = await shoppers(50);
    for (const user of crowd) await fillCart(t.db, user.id, [[sku, 1]]);
    // Each confirmed their cart while the 10 were there; then all click at once.
    const bodies = await Promise.all(crowd.map((user) => confirmedCheckout(t.app, user)));
    const answers = await Promise.all(crowd.map((user, index) => checkout(t.app, user, bodies[index])));
    const codes = answers.map((answer) =>
      answer.statusCode === 201 ? 201 : `${answer.statusCode} ${answer.json().code}`,
    );
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === '409 OUT_OF_STOCK')).toHaveLength(40);
    expect(await stockLeft(t.db, sku)).toBe(0);
    const [sold] = await t.db.query<{ units: number }>(
      'SELECT coalesce(sum(quantity), 0)::int AS units FROM order_items WHERE sku = $1',
      [sku],
    );
    expect(sold?.units).toBe(10);
  }, 120_000);

  it('never goes below 0 when shoppers ask for different quantities at once', async () => {
    const sku = 'SF14-BLACK';
    await setStockOf(t.db, sku, 10);
    const crowd = await shoppers(20);
    for (const [index, user] of crowd.entries()) await fillCart(t.db, user.id, [[sku, 1 + (index % 3)]]);
    const bodies = await Promise.all(crowd.map((user) => confirmedCheckout(t.app, user)));
    const answers = await Promise.all(crowd.map((user, index) => checkout(t.app, user, bodies[index])));
    const sold = answers
      .filter((answer) => answer.statusCode === 201)
      .reduce((units, answer) => units + (answer.json<CheckoutResponse>().order.items[0]?.quantity ?? 0), 0);
    for (const answer of answers.filter((answer) => answer.statusCode !== 201))
      expect(answer.json()).toMatchObject({ code: 'OUT_OF_STOCK', lines: [{ sku }] });
    const left = await stockLeft(t.db, sku);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(sold + left).toBe(10);
    // Nobody was turned away while their quantity was still there.
    expect(left).toBeLessThan(3);
  }, 120_000);

  it('takes shared variants in one order, so carts holding them in opposite orders never deadlock', async () => {
    await setStockOf(t.db, 'SF17-5', 500);
    await setStockOf(t.db, 'SF17-9', 500);
    const crowd = await shoppers(16);
    for (const [index, user] of crowd.entries()) {
      const lines: [string, number][] = [
        ['SF17-5', 1],
        ['SF17-9', 1],
      ];
      await fillCart(t.db, user.id, index % 2 ? lines : lines.reverse());
    }
    const answers = await Promise.all(crowd.map((user) => checkout(t.app, user)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(16).fill(201));
    expect(await stockLeft(t.db, 'SF17-5')).toBe(484);
    expect(await stockLeft(t.db, 'SF17-9')).toBe(484);
  }, 120_000);
});

describe('a cancellation puts the stock back, once', () => {
  it('puts the units back when the shopper cancels; cancelling again or by the operator puts none back', async () => {
    const user = await createTestUser(t.ctx);
    await setStockOf(t.db, 'SF18-6', 10);
    const order = await placeTestOrder(t, user, [['SF18-6', 3]]);
    expect(await stockLeft(t.db, 'SF18-6')).toBe(7);
    expect((await cancel(user, order._id)).statusCode).toBe(200);
    expect(await stockLeft(t.db, 'SF18-6')).toBe(10);
    expect((await cancel(user, order._id)).json()).toMatchObject({ code: 'ORDER_ALREADY_CANCELLED' });
    expect((await changes().cancel(order._id, undefined, t.clock.now())).ok).toBe(false);
    expect(await stockLeft(t.db, 'SF18-6')).toBe(10);
  });

  it('puts the units back once when two cancellations race', async () => {
    const user = await createTestUser(t.ctx);
    await setStockOf(t.db, 'SF19-7', 10);
    const order = await placeTestOrder(t, user, [['SF19-7', 4]]);
    const answers = await Promise.all([
      cancel(user, order._id),
      cancel(user, order._id),
      changes().cancel(order._id, undefined, t.clock.now()),
    ]);
    const [first, second, operator] = answers;
    const won = [first?.statusCode === 200, second?.statusCode === 200, operator?.ok === true];
    expect(won.filter(Boolean)).toHaveLength(1);
    expect(await stockLeft(t.db, 'SF19-7')).toBe(10);
  });

  it('marks the order so a second claim of its stock finds nothing', async () => {
    const user = await createTestUser(t.ctx);
    await setStockOf(t.db, 'P10', 10);
    const order = await placeTestOrder(t, user, [[10, 2]]);
    await t.db.query("UPDATE orders SET status = 'cancelled' WHERE id = $1", [order._id]);
    const claims = await t.db.transaction(async (tx) => {
      const orders = ordersRepository(tx);
      return [
        await orders.claimCancelledStock(order._id, t.clock.now()),
        await orders.claimCancelledStock(order._id, t.clock.now()),
      ];
    });
    expect(claims).toEqual([[{ sku: 'P10', quantity: 2 }], []]);
  });

  it('puts nothing back for an order placed before variants (its lines took no stock)', async () => {
    const user = await createTestUser(t.ctx);
    const order = await placeTestOrder(t, user, [[15, 2]]);
    await t.db.query('UPDATE order_items SET sku = NULL, variant_label = NULL WHERE order_id = $1', [order._id]);
    const before = await stockLeft(t.db, 15);
    expect((await cancel(user, order._id)).statusCode).toBe(200);
    expect(await stockLeft(t.db, 15)).toBe(before);
  });
});

describe('a refund, on receipt of the items, puts the returned stock back, once', () => {
  async function delivered(user: TestUser, lines: [string, number][]): Promise<Order> {
    const order = await placeTestOrder(t, user, lines);
    await changes().advance(order._id, 'delivered', t.clock.now());
    return order;
  }
  const ask = (user: TestUser, orderId: string, items: object[]) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/returns`,
      headers: user.headers,
      payload: { items, reason: 'no-longer-needed' },
    });
  const move = (id: string, to: 'approved' | 'refunded' | 'rejected') => orderReturns(t.db).move(id, to, t.clock.now());

  it("spreads a product's units over its variants' lines; the refund, not the approval, puts each back once", async () => {
    const user = await createTestUser(t.ctx);
    await setStockOf(t.db, 'SF36-XS', 20);
    await setStockOf(t.db, 'SF36-L', 20);
    const order = await delivered(user, [
      ['SF36-XS', 1],
      ['SF36-L', 2],
    ]);
    const asked = await ask(user, order._id, [{ productId: '36', quantity: 3 }]);
    expect(asked.statusCode).toBe(201);
    const request = asked.json<ReturnRequest>();
    expect(request.items).toEqual([
      expect.objectContaining({ sku: 'SF36-L', quantity: 2 }),
      expect.objectContaining({ sku: 'SF36-XS', quantity: 1 }),
    ]);
    expect((await ask(user, order._id, [{ productId: '36', quantity: 1 }])).json()).toMatchObject({
      code: 'RETURN_TOO_MANY',
    });
    expect((await move(request.id, 'approved')).ok).toBe(true);
    // Approved: the shopper sends the items; they are not on the shelf yet.
    expect([await stockLeft(t.db, 'SF36-XS'), await stockLeft(t.db, 'SF36-L')]).toEqual([19, 18]);
    expect((await move(request.id, 'refunded')).ok).toBe(true);
    expect([await stockLeft(t.db, 'SF36-XS'), await stockLeft(t.db, 'SF36-L')]).toEqual([20, 20]);
    expect((await move(request.id, 'refunded')).ok).toBe(false);
    expect((await move(request.id, 'approved')).ok).toBe(false);
    expect([await stockLeft(t.db, 'SF36-XS'), await stockLeft(t.db, 'SF36-L')]).toEqual([20, 20]);
  });

  it('asks back only the named variant when the request names a SKU; a rejected request puts nothing back', async () => {
    const user = await createTestUser(t.ctx);
    await setStockOf(t.db, 'SF38-M', 20);
    await setStockOf(t.db, 'SF38-S', 20);
    const order = await delivered(user, [
      ['SF38-S', 1],
      ['SF38-M', 2],
    ]);
    const tooMany = await ask(user, order._id, [{ productId: '38', sku: 'SF38-S', quantity: 2 }]);
    expect(tooMany.json()).toMatchObject({ code: 'RETURN_TOO_MANY' });
    const request = (
      await ask(user, order._id, [{ productId: '38', sku: 'SF38-M', quantity: 1 }])
    ).json<ReturnRequest>();
    expect(request.items).toEqual([expect.objectContaining({ sku: 'SF38-M', quantity: 1 })]);
    await move(request.id, 'rejected');
    expect(await stockLeft(t.db, 'SF38-M')).toBe(18);
  });

  it('puts the units back once when two refunds race', async () => {
    const user = await createTestUser(t.ctx);
    await setStockOf(t.db, 'SF41-M', 20);
    const order = await delivered(user, [['SF41-M', 2]]);
    const request = (await ask(user, order._id, [{ productId: '41', quantity: 2 }])).json<ReturnRequest>();
    expect((await move(request.id, 'approved')).ok).toBe(true);
    expect(await stockLeft(t.db, 'SF41-M')).toBe(18);
    const moves = await Promise.all([move(request.id, 'refunded'), move(request.id, 'refunded')]);
    expect(moves.filter((result) => result.ok)).toHaveLength(1);
    expect(await stockLeft(t.db, 'SF41-M')).toBe(20);
  });

  it('puts nothing back again when refunding a request approved while approval took the stock back', async () => {
    const user = await createTestUser(t.ctx);
    await setStockOf(t.db, 'SF39-M', 20);
    const order = await delivered(user, [['SF39-M', 2]]);
    const request = (await ask(user, order._id, [{ productId: '39', quantity: 2 }])).json<ReturnRequest>();
    expect((await move(request.id, 'approved')).ok).toBe(true);
    // As such an approval left it: the units back on the shelf, and the request marked.
    await setStockOf(t.db, 'SF39-M', 20);
    await t.db.query('UPDATE return_requests SET stock_returned_at = $2 WHERE id = $1', [request.id, t.clock.now()]);
    expect((await move(request.id, 'refunded')).ok).toBe(true);
    expect(await stockLeft(t.db, 'SF39-M')).toBe(20);
  });
});
