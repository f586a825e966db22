import { withTestApp, createTestUser } from '../../test/harness';
import { IDEMPOTENCY_RETENTION_MS, purgeIdempotencyKeys } from './idempotency-purge';
import {
  checkout,
  confirmedCheckout,
  fillCart,
  newKey,
  orderCount,
  VALID_CHECKOUT,
} from '../../test/checkout-test-support';

const t = withTestApp();

const keysOf = async (userId: string) =>
  (await t.db.query<{ key: string }>('SELECT key FROM idempotency_keys WHERE owner_id = $1', [userId])).map(
    (row) => row.key,
  );

describe('purging used idempotency keys', () => {
  it('forgets keys past the retention, keeps younger ones and leaves orders alone', async () => {
    const user = await createTestUser(t.ctx);
    const [oldKey, youngKey] = [newKey(), newKey()];
    await fillCart(t.db, user.id, [[1, 1]]);
    expect((await checkout(t.app, user, VALID_CHECKOUT, oldKey)).statusCode).toBe(201);
    await fillCart(t.db, user.id, [[2, 1]]);
    const young = await confirmedCheckout(t.app, user);
    expect((await checkout(t.app, user, young, youngKey)).statusCode).toBe(201);
    await t.db.query('UPDATE idempotency_keys SET created_at = $1 WHERE owner_id = $2 AND key = $3', [
      new Date(t.ctx.now().getTime() - IDEMPOTENCY_RETENTION_MS - 60_000),
      user.id,
      oldKey,
    ]);

    expect(await purgeIdempotencyKeys(t.db, t.ctx.now())).toBeGreaterThanOrEqual(1);
    expect(await keysOf(user.id)).toEqual([youngKey]);
    expect(await orderCount(t.db, user.id)).toBe(2);
    // The young key still answers its retry with the first answer, creating nothing.
    await fillCart(t.db, user.id, [[3, 1]]);
    expect((await checkout(t.app, user, young, youngKey)).statusCode).toBe(201);
    expect(await orderCount(t.db, user.id)).toBe(2);
  });

  it('purges in batches until nothing old is left', async () => {
    const user = await createTestUser(t.ctx);
    const old = new Date(t.ctx.now().getTime() - IDEMPOTENCY_RETENTION_MS - 1000);
    await t.db.query(
      `INSERT INTO idempotency_keys (owner_id, key, request_hash, created_at)
       SELECT $1, 'bulk-key-' || n, 'hash', $2 FROM generate_series(1, 2500) AS n`,
      [user.id, old],
    );
    expect(await purgeIdempotencyKeys(t.db, t.ctx.now())).toBeGreaterThanOrEqual(2500);
    expect(await keysOf(user.id)).toEqual([]);
  });
});
