import { apiCaller, createTestUser, itemsFor, type TestUser, withTestApp } from '../../../test/harness';
import { catalogueRepository } from '../repository';
import { copyOf } from '../../../test/product-copy';
import { MAX_RECENTLY_VIEWED } from '../../../../universal/recently-viewed';

const t = withTestApp();

type Items = { productId: string; viewedAt: string }[];

const call = apiCaller(t, '/api/recently-viewed');
const viewedBy = (user: TestUser) => itemsFor<Items>(call, user);
const ids = (items: Items) => items.map((item) => item.productId);

/** Opens each product page in turn, a second apart. */
async function view(user: TestUser, ...productIds: string[]) {
  for (const productId of productIds) {
    t.clock.advance(1000);
    expect((await call(user, 'POST', '', { productId })).statusCode).toBe(200);
  }
}

describe('signed-in only', () => {
  it.each([
    ['GET', ''],
    ['POST', ''],
    ['POST', '/merge'],
    ['DELETE', ''],
  ] as const)('%s /api/recently-viewed%s answers 401 without a session', async (method, path) => {
    const body =
      method === 'POST'
        ? path
          ? { items: [{ productId: '1', viewedAt: '2026-01-01T00:00:00.000Z' }] }
          : { productId: '1' }
        : undefined;
    const response = await call(undefined, method, path, body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('POST /api/recently-viewed', () => {
  it('starts empty and keeps each product viewed, newest first, at the time of the view (server clock)', async () => {
    const user = await createTestUser(t.ctx);
    expect(await viewedBy(user)).toEqual([]);
    await view(user, '3');
    const second = await call(user, 'POST', '', { productId: '7' });
    expect(second.json()).toEqual({
      items: [
        { productId: '7', viewedAt: t.clock.now().toISOString() },
        { productId: '3', viewedAt: new Date(t.clock.now().getTime()).toISOString() },
      ],
    });
    expect(ids(await viewedBy(user))).toEqual(['7', '3']);
  });

  it('keeps a product once: viewing it again moves it to the front', async () => {
    const user = await createTestUser(t.ctx);
    await view(user, '1', '2', '3', '1');
    const items = await viewedBy(user);
    expect(ids(items)).toEqual(['1', '3', '2']);
    expect(items[0]?.viewedAt).toBe(t.clock.now().toISOString());
  });

  it(`keeps the newest ${MAX_RECENTLY_VIEWED}: the oldest leaves`, async () => {
    const user = await createTestUser(t.ctx);
    const viewed = Array.from({ length: MAX_RECENTLY_VIEWED + 2 }, (_, index) => String(index + 1));
    await view(user, ...viewed);
    expect(ids(await viewedBy(user))).toEqual(viewed.slice(2).reverse());
    const [count] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM recently_viewed WHERE user_id = $1',
      [user.id],
    );
    expect(count?.n).toBe(MAX_RECENTLY_VIEWED);
  });

  it('answers 404 for an unknown product and 400 for a malformed id, recording nothing', async () => {
    const user = await createTestUser(t.ctx);
    const unknown = await call(user, 'POST', '', { productId: '77777' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    for (const payload of [{ productId: 'one' }, { productId: '' }, {}, { productId: '01' }]) {
      expect((await call(user, 'POST', '', payload)).statusCode).toBe(400);
    }
    expect(await viewedBy(user)).toEqual([]);
  });

  it('leaves out a product the catalogue no longer has', async () => {
    const catalogue = catalogueRepository(t.db);
    const model = await catalogue.get(1);
    if (!model) throw new Error('the demo catalogue has no product 1');
    await catalogue.upsert([{ ...copyOf(model), id: 3001 }]);
    const user = await createTestUser(t.ctx);
    await view(user, '2');
    // Viewed while it was in the catalogue (the running catalogue's copy has not heard of it: no matter here).
    await t.db.query('INSERT INTO recently_viewed (user_id, product_id, viewed_at) VALUES ($1, 3001, $2)', [
      user.id,
      t.clock.now(),
    ]);
    expect(ids(await viewedBy(user))).toEqual(['3001', '2']);
    await t.db.query('DELETE FROM product_variants WHERE product_id = 3001');
    await t.db.query('DELETE FROM products WHERE id = 3001');
    expect(ids(await viewedBy(user))).toEqual(['2']);
  });
});

describe('DELETE /api/recently-viewed', () => {
  it("clears the shopper's list and no one else's", async () => {
    const alice = await createTestUser(t.ctx);
    const bob = await createTestUser(t.ctx);
    await view(alice, '1', '2');
    await view(bob, '5');
    const cleared = await call(alice, 'DELETE', '');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ items: [] });
    expect(await viewedBy(alice)).toEqual([]);
    expect(ids(await viewedBy(bob))).toEqual(['5']);
  });
});

describe('POST /api/recently-viewed/merge (at sign-in)', () => {
  const at = (secondsAgo: number) => new Date(t.clock.now().getTime() - secondsAgo * 1000).toISOString();

  it("joins the device's list to the account's: each product once at its latest view, newest first", async () => {
    const user = await createTestUser(t.ctx);
    await view(user, '1', '2'); // 2 is newest on the account
    const merged = await call(user, 'POST', '/merge', {
      items: [
        { productId: '9', viewedAt: at(0.5) }, // between the account's 2 (now) and 1 (a second ago)
        { productId: '1', viewedAt: at(0.2) }, // the device saw 1 later than the account did
        { productId: '8', viewedAt: at(60) },
      ],
    });
    expect(merged.statusCode).toBe(200);
    expect(ids(merged.json<{ items: Items }>().items)).toEqual(['2', '1', '9', '8']);
  });

  it(`keeps the newest ${MAX_RECENTLY_VIEWED} of both lists`, async () => {
    const user = await createTestUser(t.ctx);
    const accounts = Array.from({ length: 15 }, (_, index) => String(index + 1));
    await view(user, ...accounts);
    // Ten older views on the device: only five of them fit.
    const device = Array.from({ length: 10 }, (_, index) => ({
      productId: String(index + 30),
      viewedAt: at(100 + index),
    }));
    const merged = await call(user, 'POST', '/merge', { items: device });
    expect(ids(merged.json<{ items: Items }>().items)).toEqual([
      ...accounts.reverse(),
      ...['30', '31', '32', '33', '34'],
    ]);
  });

  it('skips products the catalogue does not have, and puts a view from a clock running ahead at now', async () => {
    const user = await createTestUser(t.ctx);
    const ahead = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const merged = await call(user, 'POST', '/merge', {
      items: [
        { productId: '77777', viewedAt: at(1) },
        { productId: '4', viewedAt: ahead },
      ],
    });
    expect(merged.json()).toEqual({ items: [{ productId: '4', viewedAt: t.clock.now().toISOString() }] });
  });

  it(`refuses more than ${MAX_RECENTLY_VIEWED} items or a malformed one, merging nothing`, async () => {
    const user = await createTestUser(t.ctx);
    const tooMany = Array.from({ length: MAX_RECENTLY_VIEWED + 1 }, (_, index) => ({
      productId: String(index + 1),
      viewedAt: at(index),
    }));
    for (const items of [tooMany, [{ productId: 'x', viewedAt: at(1) }], [{ productId: '1', viewedAt: 'yesterday' }]]) {
      expect((await call(user, 'POST', '/merge', { items })).statusCode).toBe(400);
    }
    expect(await viewedBy(user)).toEqual([]);
  });
});

describe('each shopper sees only their own list', () => {
  it('keeps lists apart and ignores a userId in the body', async () => {
    const alice = await createTestUser(t.ctx);
    const bob = await createTestUser(t.ctx);
    await view(alice, '20');
    expect(await viewedBy(bob)).toEqual([]);
    await call(bob, 'POST', '', { productId: '21', userId: alice.id });
    await call(bob, 'POST', '/merge', {
      items: [{ productId: '22', viewedAt: new Date().toISOString() }],
      userId: alice.id,
    });
    expect(ids(await viewedBy(alice))).toEqual(['20']);
    expect(ids(await viewedBy(bob)).sort()).toEqual(['21', '22']);
  });
});
