import { withTestApp, createTestUser } from '../../test/harness';
import type { CheckoutResponse } from '../../../universal/contracts/order';
import { checkoutRequestSchema } from '../../../universal/validation/checkout-schema';
import { requestHash } from './idempotency';
import {
  cartOf,
  cartVersion,
  checkout,
  confirmedCheckout,
  fillCart,
  newKey,
  orderCount,
  VALID_CHECKOUT,
} from '../../test/checkout-test-support';

const t = withTestApp();

describe('Idempotency-Key on checkout', () => {
  it('a retry with the same key and body answers the first 201 again and creates no second order', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[1, 1]]);
    const key = newKey();
    const body = await confirmedCheckout(t.app, user);
    const first = await checkout(t.app, user, body, key);
    // The cart is full again: a replay must not turn it into a second order.
    await fillCart(t.db, user.id, [[2, 1]]);
    const again = await checkout(t.app, user, { ...body, totalPrice: 5 }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await orderCount(t.db, user.id)).toBe(1);
    expect(await cartOf(t.db, user.id)).toEqual([{ product_id: 2, quantity: 1 }]);
  });

  it('the same key with a different body answers 422 and changes nothing', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[1, 1]]);
    const key = newKey();
    expect((await checkout(t.app, user, VALID_CHECKOUT, key)).statusCode).toBe(201);
    await fillCart(t.db, user.id, [[2, 1]]);
    const response = await checkout(t.app, user, { ...VALID_CHECKOUT, deliveryOption: 'express' }, key);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was used with a different request',
    });
    expect(await orderCount(t.db, user.id)).toBe(1);
    expect(await cartOf(t.db, user.id)).toHaveLength(1);
  });

  it('the same key while the first request is still running answers 409', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[1, 1]]);
    const key = newKey();
    const body = await confirmedCheckout(t.app, user);
    expect((await checkout(t.app, user, body, key)).statusCode).toBe(201);
    // Back to the state a running checkout holds until it commits: claimed, no answer yet.
    await t.db.query('UPDATE idempotency_keys SET response = NULL WHERE owner_id = $1 AND key = $2', [user.id, key]);
    const response = await checkout(t.app, user, body, key);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CHECKOUT_IN_PROGRESS',
      message: 'This checkout is already being processed',
    });
    expect(await orderCount(t.db, user.id)).toBe(1);
  });

  it('a claim left by a request that died long ago stops blocking its key', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[1, 1]]);
    const key = newKey();
    const body = await confirmedCheckout(t.app, user);
    const hash = requestHash({
      ...(await checkoutRequestSchema.validate(VALID_CHECKOUT, { stripUnknown: true })),
      cartVersion: body.cartVersion,
    });
    await t.db.query('INSERT INTO idempotency_keys (owner_id, key, request_hash, created_at) VALUES ($1, $2, $3, $4)', [
      user.id,
      key,
      hash,
      new Date(t.clock.now().getTime() - 10 * 60_000),
    ]);
    const response = await checkout(t.app, user, body, key);
    expect(response.statusCode).toBe(201);
  });

  it('keys belong to one user: another shopper may use the same key', async () => {
    const [alice, bob] = [await createTestUser(t.ctx), await createTestUser(t.ctx)];
    await fillCart(t.db, alice.id, [[1, 1]]);
    await fillCart(t.db, bob.id, [[2, 1]]);
    const key = newKey();
    const a = await checkout(t.app, alice, VALID_CHECKOUT, key);
    const b = await checkout(t.app, bob, VALID_CHECKOUT, key);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json<CheckoutResponse>().order._id).not.toBe(a.json<CheckoutResponse>().order._id);
  });

  it('a retry of a request refused as CART_CHANGED is refused again; the next click, with the new version, places the order', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [[1, 1]]);
    const key = newKey();
    const stale = await confirmedCheckout(t.app, user);
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: user.headers,
      payload: { productId: '4', quantity: 1 },
    });
    expect((await checkout(t.app, user, stale, key)).json()).toMatchObject({ code: 'CART_CHANGED' });
    expect((await checkout(t.app, user, stale, key)).json()).toMatchObject({ code: 'CART_CHANGED' });
    const fresh = await confirmedCheckout(t.app, user);
    const placed = await checkout(t.app, user, fresh, newKey());
    expect(placed.statusCode).toBe(201);
    expect(
      placed
        .json<CheckoutResponse>()
        .order.items.map((item) => item.productId)
        .sort(),
    ).toEqual(['1', '4']);
  });

  it('a failed attempt (empty cart) releases its key, so the same key works once the cart is filled', async () => {
    const user = await createTestUser(t.ctx);
    const key = newKey();
    expect((await checkout(t.app, user, VALID_CHECKOUT, key)).statusCode).toBe(400);
    await fillCart(t.db, user.id, [[1, 1]]);
    expect((await checkout(t.app, user, VALID_CHECKOUT, key)).statusCode).toBe(201);
  });
});

describe('concurrency', () => {
  it('two concurrent checkouts with one key give one order', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [
      [1, 1],
      [2, 2],
    ]);
    const key = newKey();
    // One confirmed basket sent twice, as a retry sends it: reading the version per request would let the
    // second read the version the first's order already raised, which is another request (422), not a retry.
    const body = { ...VALID_CHECKOUT, cartVersion: await cartVersion(t.app, user) };
    const responses = await Promise.all([checkout(t.app, user, body, key), checkout(t.app, user, body, key)]);
    const statuses = responses.map((response) => response.statusCode).sort();
    // The loser either waited and got the winner's answer replayed, or arrived mid-flight (409).
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const orderIds = new Set(
      responses
        .filter((response) => response.statusCode === 201)
        .map((response) => response.json<CheckoutResponse>().order._id),
    );
    expect(orderIds.size).toBe(1);
    expect(await orderCount(t.db, user.id)).toBe(1);
  });

  it('parallel checkouts of one cart with different keys give one order; the other finds the cart empty', async () => {
    const user = await createTestUser(t.ctx);
    await fillCart(t.db, user.id, [
      [3, 1],
      [4, 1],
    ]);
    const responses = await Promise.all([
      checkout(t.app, user, VALID_CHECKOUT, newKey()),
      checkout(t.app, user, VALID_CHECKOUT, newKey()),
      checkout(t.app, user, VALID_CHECKOUT, newKey()),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 400, 400]);
    for (const failed of responses.filter((response) => response.statusCode === 400)) {
      expect(failed.json()).toEqual({ code: 'CART_EMPTY', message: 'Your cart is empty' });
    }
    expect(await orderCount(t.db, user.id)).toBe(1);
    const [won] = responses.filter((response) => response.statusCode === 201);
    expect(won?.json<CheckoutResponse>().order.items).toHaveLength(2);
  });
});
