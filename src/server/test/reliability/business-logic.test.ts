import type { CheckoutResponse } from '../../../universal/contracts/order';
import {
  cartOf,
  checkout,
  confirmedCheckout,
  fillCart,
  newKey,
  orderCount,
  ordersAppWithFaults,
  priceOf,
  VALID_CHECKOUT,
  inPounds,
} from '../checkout-test-support';
import { type DeliveryOption, MAX_QUANTITY_PER_LINE } from '../../../universal/pricing';
import { checkoutTotals } from '../../../universal/order-totals';
import { rateFor } from '../../../universal/delivery-terms';
import { shopDay } from '../../../universal/delivery-dates';
import { regionsRepository } from '../../modules/regions';
import { STORED_MONEY_COLUMNS, type StoredMoney, storedTotals, totalsFromLines } from './stored-totals';
import { createTestUser, type TestUser, withTestApp } from '../harness';
import { changedTables, snapshot } from './db-snapshot';
import { createPrng, seedFromEnv } from './fuzz/prng';

/**
 * Rules that span modules: what the client says about money or stock is never a fact, and
 * concurrency never loses or duplicates anything. The single-module cases live beside their
 * modules (see docs/reliability.md); these are the ones between them.
 */
const t = withTestApp();

const post = (user: TestUser, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, headers: user.headers, payload: payload as Record<string, unknown> });

/** Every order in the database agrees with its own items and the pricing rules; none is empty or negative. */
async function expectEveryOrderWhole(): Promise<number> {
  const orders = await t.db.query<StoredMoney & { id: string; delivery_option: DeliveryOption }>(
    `SELECT id, delivery_option, ${STORED_MONEY_COLUMNS} FROM orders`,
  );
  for (const order of orders) {
    const items = await t.db.query<{ price_cents: number; quantity: number }>(
      'SELECT price_cents, quantity FROM order_items WHERE order_id = $1',
      [order.id],
    );
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.quantity).toBeGreaterThanOrEqual(1);
      expect(item.quantity).toBeLessThanOrEqual(MAX_QUANTITY_PER_LINE);
      expect(item.price_cents).toBeGreaterThanOrEqual(0);
    }
    const totals = totalsFromLines(
      order,
      items.map((item) => ({ priceCents: item.price_cents, quantity: item.quantity })),
    );
    expect({ id: order.id, ...storedTotals(order) }).toEqual({ id: order.id, ...totals });
  }
  return orders.length;
}

describe('the client is never the authority on money', () => {
  it('ignores prices sent with cart lines and prices the order at checkout from the catalogue as it is then', async () => {
    const user = await createTestUser(t.ctx);
    const added = await post(user, '/api/cart/add', {
      productId: '11',
      quantity: 2,
      price: 0.01,
      priceCents: 1,
      discount: 100,
      promoCode: 'SAVE10',
    });
    expect(added.json()).toEqual({ items: [{ productId: '11', sku: 'P11', quantity: 2 }], version: 1 });
    // The catalogue price changes after the add: the order pays the price at checkout, not one the cart "remembers".
    await t.db.query('UPDATE products SET price_cents = price_cents + 100 WHERE id = 11');
    await t.db.query('UPDATE product_variants SET price_cents = price_cents + 100 WHERE product_id = 11');
    // In the pounds the Cairo order is charged in (issue 50).
    const price = inPounds(await priceOf(t.db, 11));
    const answer = await checkout(t.app, user, {
      ...VALID_CHECKOUT,
      deliveryOption: 'standard',
      discount: 9999,
      promoCode: 'SAVE10',
      totalPrice: -5,
    });
    expect(answer.statusCode).toBe(201);
    const { order } = answer.json<CheckoutResponse>();
    expect(order.items).toEqual([expect.objectContaining({ productId: '11', quantity: 2, price: price / 100 })]);
    // The shop's own country, Egypt: VAT inside the prices, standard delivery free over EGP 2,425.
    const egypt = (await regionsRepository(t.db).termsFor('EG', shopDay(t.clock.now(), t.ctx.config.shopTimeZone)))!;
    const standard = rateFor(egypt, 'standard')!;
    expect(order.totalPrice).toBe(
      checkoutTotals([{ priceCents: price, quantity: 2 }], standard, egypt.tax).total / 100,
    );
  });

  it('refuses zero, negative, fractional, huge and non-numeric quantities everywhere, changing nothing', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[12, 1]]);
    const before = await snapshot(t.db);
    const bad = [
      0,
      -1,
      -0,
      0.5,
      1.0000001,
      MAX_QUANTITY_PER_LINE + 1,
      2 ** 31,
      1e21,
      Number.MAX_SAFE_INTEGER + 2,
      '2',
      '1e1',
      null,
      true,
      [1],
      { $gt: 0 },
    ];
    for (const quantity of bad) {
      const add = await post(user, '/api/cart/add', { sku: 'SF12-1TB', quantity });
      expect({ quantity, status: add.statusCode }).toEqual({ quantity, status: 400 });
    }
    for (const quantity of bad.filter((q) => typeof q !== 'number' || q > 0)) {
      const set = await post(user, '/api/cart/set-quantity', { sku: 'SF12-1TB', quantity });
      expect({ quantity, status: set.statusCode }).toEqual({ quantity, status: 400 });
    }
    expect(changedTables(before, await snapshot(t.db))).toEqual([]);
    // A line at the limit (the units one order may take, decision 0089) cannot be pushed past it, by add or by set.
    const limit = t.ctx.config.orderLimits.unitsPerVariant;
    expect((await post(user, '/api/cart/set-quantity', { sku: 'SF12-1TB', quantity: limit })).statusCode).toBe(200);
    expect((await post(user, '/api/cart/add', { sku: 'SF12-1TB', quantity: 1 })).statusCode).toBe(400);
    expect((await post(user, '/api/cart/set-quantity', { sku: 'SF12-1TB', quantity: limit + 1 })).statusCode).toBe(400);
    expect(await cartOf(t.db, user.id)).toEqual([{ product_id: 12, quantity: limit }]);
  });

  it('refuses unknown and malformed products in the cart and the wish list, changing nothing', async () => {
    const user = await createTestUser(t.ctx);
    const before = await snapshot(t.db);
    for (const productId of ['999999', '2147483647', '2147483648', '0', '-1', '1.0', '1e2', 'abc', '']) {
      for (const [url, body] of [
        ['/api/cart/add', { productId, quantity: 1 }],
        ['/api/cart/set-quantity', { productId, quantity: 1 }],
        ['/api/wishlist/add', { productId }],
      ] as const) {
        const answer = await post(user, url, body);
        expect({ url, productId, status: [400, 404].includes(answer.statusCode) }).toEqual({
          url,
          productId,
          status: true,
        });
      }
    }
    expect(changedTables(before, await snapshot(t.db))).toEqual([]);
  });

  it('refuses checkout of an empty cart, including the cart a checkout just emptied', async () => {
    const user = await createTestUser(t.ctx);
    const empty = await checkout(t.app, user);
    expect(empty.json()).toEqual({ code: 'CART_EMPTY', message: 'Your cart is empty' });
    await fillCart(t.db, user.id, [[10, 1]]);
    expect((await checkout(t.app, user)).statusCode).toBe(201);
    const again = await checkout(t.app, user);
    expect(again.statusCode).toBe(400);
    expect(await orderCount(t.db, user.id)).toBe(1);
  });
});

describe('concurrency loses nothing and duplicates nothing', () => {
  it('six parallel checkouts of one cart, each with its own key, place exactly one order', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [
      [14, 2],
      [15, 1],
    ]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => checkout(t.app, user, VALID_CHECKOUT, newKey())));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
    expect(await orderCount(t.db, user.id)).toBe(1);
    expect(await cartOf(t.db, user.id)).toEqual([]);
  });

  it('parallel adds of many products (seeded) all land: each line is the sum of its adds', async () => {
    const seed = seedFromEnv();
    const prng = createPrng(seed);
    const user = await createTestUser(t.ctx);
    // Products that sell one variant, with more on hand than their adds ask for: five adds of 1 or 2 each,
    // within the 10 units one order may take (decision 0089), interleaved.
    const products = [15, 16, 23, 26, 27, 48];
    const adds = Array.from({ length: 30 }, (_, n) => ({
      productId: String(products[n % products.length]),
      quantity: 1 + prng.int(2),
    }));
    const expected = new Map<number, number>();
    for (const add of adds)
      expected.set(Number(add.productId), (expected.get(Number(add.productId)) ?? 0) + add.quantity);
    const answers = await Promise.all(adds.map((add) => post(user, '/api/cart/add', add)));
    expect({ seed, statuses: answers.map((answer) => answer.statusCode).filter((status) => status !== 200) }).toEqual({
      seed,
      statuses: [],
    });
    const cart = await cartOf(t.db, user.id);
    expect(cart).toEqual(
      [...expected].sort(([a], [b]) => a - b).map(([product_id, quantity]) => ({ product_id, quantity })),
    );
  });

  it('a line added while a checkout is running ends up either in the order or still in the cart, never lost', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[16, 1]]);
    let reached!: () => void;
    let release!: () => void;
    const atInsert = new Promise<void>((resolve) => (reached = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const paused = await ordersAppWithFaults(t.ctx, {
      afterOrderInsert: async () => {
        reached();
        await gate;
      },
    });
    try {
      const placing = checkout(paused, user, await confirmedCheckout(t.app, user));
      await atInsert;
      // The embedded engine runs one transaction at a time, so this add may wait for the checkout.
      const adding = post(user, '/api/cart/add', { productId: '21', quantity: 1 });
      await Promise.race([adding, new Promise((resolve) => setTimeout(resolve, 300))]);
      release();
      const [placed, added] = await Promise.all([placing, adding]);
      expect(placed.statusCode).toBe(201);
      expect(added.statusCode).toBe(200);
      const inOrder = placed.json<CheckoutResponse>().order.items.filter((item) => item.productId === '21').length;
      const inCart = (await cartOf(t.db, user.id)).filter((line) => line.product_id === 21).length;
      expect(inOrder + inCart).toBe(1);
    } finally {
      await paused.close();
    }
  });

  it('leaves every order in the database whole: items present, totals matching the pricing rules', async () => {
    expect(await expectEveryOrderWhole()).toBeGreaterThan(0);
  });
});
