import { apiCaller, createTestUser, itemsFor, type TestUser, withTestApp } from '../../test/harness';
import { catalogueRepository } from '../catalogue/repository';
import { MAX_WISHLIST_ITEMS } from '../../../universal/contracts/wishlist';
import { wishlistRepository } from './repository';
import { copyOf } from '../../test/product-copy';

const t = withTestApp();

type Items = { productId: string; sku: string; addedAt: string }[];

const call = apiCaller(t, '/api/wishlist');
const savedBy = (user: TestUser) => itemsFor<Items>(call, user);

describe('signed-in only', () => {
  it.each([
    ['GET', ''],
    ['POST', '/add'],
    ['POST', '/remove'],
  ] as const)('%s %s answers 401 without a session', async (method, path) => {
    const response = await call(undefined, method, path, method === 'POST' ? { productId: '1' } : undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
  });
});

describe('GET /api/wishlist and POST /api/wishlist/add', () => {
  it('starts empty, saves products with the time saved (server clock), oldest first', async () => {
    const user = await createTestUser(t.ctx);
    expect(await savedBy(user)).toEqual([]);
    const first = await call(user, 'POST', '/add', { productId: '8' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      items: [{ productId: '8', sku: 'SF8-FORESTGREEN', addedAt: t.clock.now().toISOString() }],
    });

    t.clock.advance(60_000);
    const second = await call(user, 'POST', '/add', { productId: '2' });
    const items = second.json<{ items: Items }>().items;
    expect(items.map((item) => item.productId)).toEqual(['8', '2']);
    expect(items[1]?.addedAt).toBe(t.clock.now().toISOString());
    expect(await savedBy(user)).toEqual(items);
  });

  it("answers 409 'Item already in wishlist' for a saved product and keeps one entry", async () => {
    const user = await createTestUser(t.ctx);
    await call(user, 'POST', '/add', { productId: '8' });
    const again = await call(user, 'POST', '/add', { productId: '8' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'ITEM_ALREADY_IN_WISHLIST', message: 'Item already in wishlist' });
    expect(await savedBy(user)).toHaveLength(1);
  });

  it('lets only one of two simultaneous saves of a product win', async () => {
    const user = await createTestUser(t.ctx);
    const answers = await Promise.all([1, 2, 3].map(() => call(user, 'POST', '/add', { productId: '15' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await savedBy(user)).toHaveLength(1);
  });

  it('answers 404 for an unknown product and 400 for a malformed id, saving nothing', async () => {
    const user = await createTestUser(t.ctx);
    const unknown = await call(user, 'POST', '/add', { productId: '77777' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
    for (const payload of [{ productId: 'one' }, { productId: '' }, {}, { productId: '3; DROP TABLE users' }]) {
      expect((await call(user, 'POST', '/add', payload)).statusCode).toBe(400);
    }
    expect(await savedBy(user)).toEqual([]);
  });
});

describe('variants', () => {
  const skus = (items: Items) => items.map((item) => `${item.productId}:${item.sku}`);

  it('saves the same product in two sizes as two items, each once', async () => {
    const user = await createTestUser(t.ctx);
    expect((await call(user, 'POST', '/add', { productId: '35', sku: 'SF35-S' })).statusCode).toBe(201);
    t.clock.advance(1000);
    const second = await call(user, 'POST', '/add', { productId: '35', sku: 'SF35-XL' });
    expect(second.statusCode).toBe(201);
    expect(skus(second.json<{ items: Items }>().items)).toEqual(['35:SF35-S', '35:SF35-XL']);
    const again = await call(user, 'POST', '/add', { productId: '35', sku: 'SF35-XL' });
    expect(again.json()).toMatchObject({ code: 'ITEM_ALREADY_IN_WISHLIST' });
    expect(skus(await savedBy(user))).toEqual(['35:SF35-S', '35:SF35-XL']);
  });

  it('saves the default variant when no sku is named, and that variant is then saved already', async () => {
    const user = await createTestUser(t.ctx);
    const saved = await call(user, 'POST', '/add', { productId: '33' });
    expect(skus(saved.json<{ items: Items }>().items)).toEqual(['33:SF33-NAVY-XS']);
    expect((await call(user, 'POST', '/add', { productId: '33', sku: 'SF33-NAVY-XS' })).statusCode).toBe(409);
  });

  it('saves a sold-out variant: the wish list is where it waits', async () => {
    const user = await createTestUser(t.ctx);
    const [soldOut] = await t.db.query<{ stock: number }>(
      "SELECT stock FROM product_variants WHERE sku = 'SF33-NAVY-M'",
    );
    expect(soldOut?.stock).toBe(0);
    expect((await call(user, 'POST', '/add', { productId: '33', sku: 'SF33-NAVY-M' })).statusCode).toBe(201);
    expect(skus(await savedBy(user))).toEqual(['33:SF33-NAVY-M']);
  });

  it("answers 404 for a sku the product does not sell (another product's, or none), saving nothing", async () => {
    const user = await createTestUser(t.ctx);
    for (const sku of ['SF36-M', 'SF35-XXXL', 'NOPE']) {
      const refused = await call(user, 'POST', '/add', { productId: '35', sku });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ code: 'PRODUCT_NOT_FOUND', message: 'The product has no such variant' });
    }
    expect(await savedBy(user)).toEqual([]);
  });

  it('removes one variant by its sku, or every variant of the product without one', async () => {
    const user = await createTestUser(t.ctx);
    for (const sku of ['SF35-S', 'SF35-M', 'SF35-L']) {
      await call(user, 'POST', '/add', { productId: '35', sku });
      t.clock.advance(1000);
    }
    await call(user, 'POST', '/add', { productId: '36', sku: 'SF36-M' });
    const one = await call(user, 'POST', '/remove', { productId: '35', sku: 'SF35-M' });
    expect(skus(one.json<{ items: Items }>().items)).toEqual(['35:SF35-S', '35:SF35-L', '36:SF36-M']);
    const all = await call(user, 'POST', '/remove', { productId: '35' });
    expect(skus(all.json<{ items: Items }>().items)).toEqual(['36:SF36-M']);
  });

  it('a variant the catalogue stops selling leaves the wish list with it', async () => {
    const user = await createTestUser(t.ctx);
    await call(user, 'POST', '/add', { productId: '35', sku: 'SF35-S' });
    await call(user, 'POST', '/add', { productId: '35', sku: 'SF35-M' });
    await t.db.query("DELETE FROM product_variants WHERE sku = 'SF35-M'");
    expect(skus(await savedBy(user))).toEqual(['35:SF35-S']);
  });
});

describe('a wish list of MAX_WISHLIST_ITEMS products', () => {
  it('saves no more, says why, still tells a saved product apart, and saves again once one is removed', async () => {
    const catalogue = catalogueRepository(t.db);
    const model = await catalogue.get(1);
    if (!model) throw new Error('the demo catalogue has no product 1');
    const copies = Array.from({ length: MAX_WISHLIST_ITEMS - 40 }, (_, index) => 2000 + index);
    await catalogue.upsert(copies.map((id) => ({ ...copyOf(model), id })));
    const user = await createTestUser(t.ctx);
    // Product 41 onwards of the demo catalogue stays out of the full list.
    await t.db.query(
      `INSERT INTO wishlist_items (user_id, product_id, sku, added_at)
       SELECT $1, product_id, sku, now() FROM product_variants WHERE product_id = ANY($2::int[]) AND position = 0`,
      [user.id, [...copies, ...Array.from({ length: 40 }, (_, index) => index + 1)]],
    );

    const refused = await call(user, 'POST', '/add', { productId: '41' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'WISHLIST_FULL',
      message: `Your wish list can hold at most ${MAX_WISHLIST_ITEMS} items`,
    });
    expect((await call(user, 'POST', '/add', { productId: '1' })).json()).toMatchObject({
      code: 'ITEM_ALREADY_IN_WISHLIST',
    });
    expect(await savedBy(user)).toHaveLength(MAX_WISHLIST_ITEMS);

    await call(user, 'POST', '/remove', { productId: '1' });
    expect((await call(user, 'POST', '/add', { productId: '41' })).statusCode).toBe(201);
  });
});

describe('POST /api/wishlist/remove', () => {
  it('removes one saved product; removing an unsaved one is harmless', async () => {
    const user = await createTestUser(t.ctx);
    await call(user, 'POST', '/add', { productId: '1' });
    await call(user, 'POST', '/add', { productId: '2' });
    const removed = await call(user, 'POST', '/remove', { productId: '1' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ items: Items }>().items.map((item) => item.productId)).toEqual(['2']);
    expect((await call(user, 'POST', '/remove', { productId: '1' })).statusCode).toBe(200);
    expect(await savedBy(user)).toHaveLength(1);
  });

  it('answers 404 / 400 for unknown or malformed ids', async () => {
    const user = await createTestUser(t.ctx);
    await call(user, 'POST', '/add', { productId: '1' });
    expect((await call(user, 'POST', '/remove', { productId: '55555' })).statusCode).toBe(404);
    expect((await call(user, 'POST', '/remove', { productId: 'abc' })).statusCode).toBe(400);
    expect(await savedBy(user)).toHaveLength(1);
  });
});

describe('each shopper sees and changes only their own wish list', () => {
  it('keeps lists apart and ignores a userId in the body', async () => {
    const alice = await createTestUser(t.ctx);
    const bob = await createTestUser(t.ctx);
    await call(alice, 'POST', '/add', { productId: '20' });

    expect(await savedBy(bob)).toEqual([]);
    const bobsAdd = await call(bob, 'POST', '/add', { productId: '20', userId: alice.id });
    expect(bobsAdd.statusCode).toBe(201);
    await call(bob, 'POST', '/remove', { productId: '20', userId: alice.id });

    expect((await savedBy(alice)).map((item) => item.productId)).toEqual(['20']);
    expect(await savedBy(bob)).toEqual([]);
    expect(await wishlistRepository(t.db).items(alice.id)).toHaveLength(1);
  });
});
