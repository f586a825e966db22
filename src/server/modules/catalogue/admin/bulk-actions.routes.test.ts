import { randomUUID } from 'node:crypto';
import type {
  AdminProduct,
  AdminProductInput,
  AdminProductRow,
  BulkProductsBody,
} from '../../../../universal/contracts/admin/products';
import type { Product } from '../../../../universal/product';
import { call } from '../../auth/test-support';
import { createTestStaff, type TestStaff } from '../../staff/test-support';
import { createTestUser, withTestApp } from '../../../test/harness';
import { checkout, setStockOf } from '../../../test/checkout-test-support';
import { linenShirt } from './test-support';
import { sqlSearch } from '../search/sql-search';

jest.mock('argon2', () => jest.requireActual('../../../test/reliability/cheap-argon2').cheapArgon2());

/**
 * The products grid's bulk actions (issue 52, decision 0127), on the embedded database and on PostgreSQL:
 * each action on the products chosen or found by the list's filter, in one transaction, once per key, each
 * change audited; units through the stock count's setter (stock.changed, back-in-stock alerts).
 */
const t = withTestApp();
let catalogue: TestStaff;
let support: TestStaff;
beforeAll(async () => {
  catalogue = await createTestStaff(t, 'catalogue');
  support = await createTestStaff(t, 'support');
});

let seed = 0;
/** A product of its own: one variant (price 20.00, 5 units), or two sizes (49.50 and 52.00, 3 and 7 units). */
function shirt(sizes = true): AdminProductInput {
  seed += 1;
  const base = `BULK-${seed}-${Date.now() % 100_000}`;
  return linenShirt({
    title: `Bulk shirt ${seed}`,
    texts: {},
    options: sizes
      ? [
          {
            key: 'size',
            name: { en: 'Size' },
            values: [
              { value: 'S', label: { en: 'S' } },
              { value: 'M', label: { en: 'M' } },
            ],
          },
        ]
      : [],
    variants: sizes
      ? [
          { sku: `${base}-S`, options: { size: 'S' }, price: 49.5, stock: 3 },
          { sku: `${base}-M`, options: { size: 'M' }, price: 52, stock: 7 },
        ]
      : [{ sku: base, options: {}, price: 20, stock: 5 }],
  });
}

const as = (who: TestStaff) => ({ token: who.token });

async function draft(input = shirt()): Promise<AdminProduct> {
  const answer = await call(t, 'POST', '/api/admin/products', { ...as(catalogue), body: input });
  expect(answer.status).toBe(201);
  return answer.body as unknown as AdminProduct;
}

async function published(input = shirt()): Promise<AdminProduct> {
  const made = await draft(input);
  expect((await call(t, 'POST', `/api/admin/products/${made.id}/publish`, as(catalogue))).status).toBe(200);
  return made;
}

const bulk = (body: Omit<BulkProductsBody, 'key'> & { key?: string }, who = catalogue) =>
  call(t, 'POST', '/api/admin/products/bulk', { ...as(who), body: { key: randomUUID(), ...body } });

const editorView = async (id: number) =>
  (await call(t, 'GET', `/api/admin/products/${id}`, as(catalogue))).body as unknown as AdminProduct;
const prices = async (id: number) => (await editorView(id)).variants.map((variant) => variant.price);
const units = async (id: number) => (await editorView(id)).variants.map((variant) => variant.stock);

const audit = (objectIds: readonly string[], action: string) =>
  t.db.query<{ object_id: string; before: unknown; after: unknown; staff_email: string }>(
    'SELECT object_id, before, after, staff_email FROM audit_log WHERE object_id = ANY($1::text[]) AND action = $2 ORDER BY id',
    [objectIds, action],
  );

describe('publish and unpublish', () => {
  it('takes a product off sale, from its page, the lists, carts and checkout, and puts it back', async () => {
    const product = await published(shirt(false));
    const [sku] = product.variants.map((variant) => variant.sku);
    const shopper = await createTestUser(t.ctx);
    const other = await createTestUser(t.ctx);
    const add = (who = shopper) =>
      t.app.inject({ method: 'POST', url: '/api/cart/add', headers: who.headers, payload: { sku, quantity: 1 } });
    expect((await add()).statusCode).toBe(200);
    expect((await add(other)).statusCode).toBe(200);
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/wishlist/add',
      headers: shopper.headers,
      payload: { productId: String(product.id) },
    });
    expect(save.statusCode).toBe(201);

    const off = await bulk({ action: 'unpublish', ids: [product.id], expected: 1 });
    expect(off.body).toEqual({ matched: 1, changed: 1, unchanged: 0 });
    expect((await call(t, 'GET', `/catalog/products/${product.id}`)).status).toBe(404);
    const listed = await call(t, 'GET', `/catalog/products?search=${encodeURIComponent(product.title)}`);
    expect((listed.body as unknown as Product[]).map((row) => row.id)).not.toContain(product.id);
    expect((await add()).statusCode).toBe(404);
    // The SQL search too (large catalogues, and while the in-memory copy is rebuilt): not counted, not listed.
    const sql = sqlSearch(t.db);
    for (const search of [product.title, 'bulk shirt']) {
      const page = await sql.list({ search, limit: 100 });
      expect(page.products.map((row) => row.id)).not.toContain(product.id);
      expect(page.total).toBe(page.products.length);
    }
    expect(await sql.exists(product.id)).toBe(false);
    // A cart that held it cannot order it: the line's product is no longer sold.
    const ordered = await checkout(t.app, shopper);
    expect(ordered.statusCode).toBe(400);
    expect(ordered.json<{ code: string }>().code).toBe('PRODUCT_UNAVAILABLE');
    // Shoppers let go of it: out of the cart (removed, or down to none) and out of the wish list.
    for (const [who, url, payload] of [
      [shopper, '/api/cart/remove', { sku }],
      [other, '/api/cart/set-quantity', { sku, quantity: 0 }],
    ] as const) {
      const gone = await t.app.inject({ method: 'POST', url, headers: who.headers, payload });
      expect([url, gone.statusCode, gone.json<{ items: unknown[] }>().items]).toEqual([url, 200, []]);
    }
    const dropped = await t.app.inject({
      method: 'POST',
      url: '/api/wishlist/remove',
      headers: shopper.headers,
      payload: { productId: String(product.id) },
    });
    expect(dropped.json<{ items: unknown[] }>().items).toEqual([]);
    // The console still has it, whole, as unpublished.
    expect(await editorView(product.id)).toMatchObject({ state: 'unpublished', variants: product.variants });
    const rows = (await call(t, 'GET', `/api/admin/products?state=unpublished&q=${product.id}`, as(catalogue)))
      .body as unknown as { rows: AdminProductRow[] };
    expect(rows.rows.map((row) => [row.id, row.state])).toEqual([[product.id, 'unpublished']]);
    expect(await audit([String(product.id)], 'product.unpublish')).toEqual([
      expect.objectContaining({ before: { state: 'published' }, after: { state: 'unpublished' } }),
    ]);

    // Unpublishing it again changes nothing; publishing puts it back on the shop as it was.
    expect((await bulk({ action: 'unpublish', ids: [product.id], expected: 1 })).body).toMatchObject({
      changed: 0,
      unchanged: 1,
    });
    expect((await bulk({ action: 'publish', ids: [product.id], expected: 1 })).body).toMatchObject({ changed: 1 });
    expect((await call(t, 'GET', `/catalog/products/${product.id}`)).status).toBe(200);
    expect((await add()).statusCode).toBe(200);
    expect(await audit([String(product.id)], 'product.publish')).toHaveLength(2);
  });

  it('publishes drafts and unpublished products together, and leaves a draft that is unpublished as it is', async () => {
    const first = await draft();
    const second = await published();
    await bulk({ action: 'unpublish', ids: [second.id], expected: 1 });
    expect((await bulk({ action: 'unpublish', ids: [first.id], expected: 1 })).body).toMatchObject({ unchanged: 1 });
    const answer = await bulk({ action: 'publish', ids: [first.id, second.id], expected: 2 });
    expect(answer.body).toEqual({ matched: 2, changed: 2, unchanged: 0 });
    for (const id of [first.id, second.id]) expect((await call(t, 'GET', `/catalog/products/${id}`)).status).toBe(200);
  });

  it('publishes none of the drafts when one of them cannot be published', async () => {
    const good = await draft();
    const bad = await draft(shirt(false));
    // Another product sells the draft's SKU now (an import took it meanwhile): that draft's publish is refused.
    await t.db.query(
      `UPDATE product_drafts SET record = jsonb_set(record, '{variants,0,sku}', '"SF33-NAVY-M"') WHERE id = $1`,
      [bad.id],
    );
    const refused = await bulk({ action: 'publish', ids: [good.id, bad.id], expected: 2 });
    expect(refused.status).toBe(409);
    expect((await editorView(good.id)).state).toBe('draft');
  });
});

describe('prices', () => {
  it('sets every variant of each product to a price, audited per product with its prices before and after', async () => {
    const one = await published(shirt(false));
    const two = await published();
    const answer = await bulk({ action: 'set-price', priceCents: 3999, ids: [one.id, two.id], expected: 2 });
    expect(answer.body).toEqual({ matched: 2, changed: 2, unchanged: 0 });
    expect(await prices(one.id)).toEqual([39.99]);
    expect(await prices(two.id)).toEqual([39.99, 39.99]);
    expect(((await call(t, 'GET', `/catalog/products/${two.id}`)).body as unknown as Product).price).toBe(39.99);
    const [s, m] = two.variants.map((variant) => variant.sku) as [string, string];
    expect(await audit([String(two.id)], 'product.update')).toEqual([
      expect.objectContaining({
        staff_email: catalogue.email,
        before: { prices: { [s]: 49.5, [m]: 52 } },
        after: { prices: { [s]: 39.99, [m]: 39.99 } },
      }),
    ]);
  });

  it('moves prices by a percentage, rounded half up to the cent, never below the minimum', async () => {
    const two = await published(); // 49.50 and 52.00
    const cheap = await published(shirt(false)); // 20.00
    const answer = await bulk({
      action: 'adjust-price',
      percent: -15,
      minimumCents: 4300,
      ids: [two.id, cheap.id],
      expected: 2,
    });
    expect(answer.status).toBe(200);
    // 49.50 × 0.85 = 42.075 → 43.00, the minimum; 52.00 × 0.85 = 44.20; 20.00 is below the minimum: it stays.
    expect(await prices(two.id)).toEqual([43, 44.2]);
    expect(await prices(cheap.id)).toEqual([20]);
    expect(answer.body).toEqual({ matched: 2, changed: 1, unchanged: 1 });
    // 44.20 × 1.125 = 49.725 → 49.73 (half up).
    await bulk({ action: 'adjust-price', percent: 12.5, ids: [two.id], expected: 1 });
    expect(await prices(two.id)).toEqual([48.38, 49.73]);
  });

  it('applies a percentage once per key: the same request again answers the first result', async () => {
    const product = await published(shirt(false)); // 20.00
    const body = { key: randomUUID(), action: 'adjust-price' as const, percent: 10, ids: [product.id], expected: 1 };
    // Sent twice at once (a double click, a retry beside a slow answer): one change, one result.
    const [first, twin] = await Promise.all([bulk(body), bulk(body)]);
    expect(twin.body).toEqual(first.body);
    const again = await bulk(body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await prices(product.id)).toEqual([22]);
    const reused = await bulk({ ...body, percent: 20 });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await prices(product.id)).toEqual([22]);
  });

  it('changes nothing when one price would pass the highest, and refuses figures the rule does not take', async () => {
    const small = await published(shirt(false)); // 20.00
    const big = await published(shirt(false));
    await bulk({ action: 'set-price', priceCents: 60_000_000, ids: [big.id], expected: 1 });
    const refused = await bulk({ action: 'adjust-price', percent: 100, ids: [small.id, big.id], expected: 2 });
    expect(refused.status).toBe(400);
    expect(await prices(small.id)).toEqual([20]);
    for (const body of [
      { action: 'adjust-price' as const, percent: 0 },
      { action: 'adjust-price' as const, percent: 10.005 },
      { action: 'adjust-price' as const },
      { action: 'set-price' as const },
      { action: 'set-stock' as const },
    ]) {
      const answer = await bulk({ ...body, ids: [small.id], expected: 1 });
      expect([answer.status, body]).toEqual([400, body]);
    }
  });

  it('changes the prices of drafts in their record', async () => {
    const made = await draft();
    await bulk({ action: 'set-price', priceCents: 1000, ids: [made.id], expected: 1 });
    expect(await prices(made.id)).toEqual([10, 10]);
  });
});

describe('units', () => {
  it('sets every variant through the stock count: stock.set entries, and back-in-stock mails for units that came back', async () => {
    const product = await published();
    const [s, m] = product.variants.map((variant) => variant.sku) as [string, string];
    await setStockOf(t.db, s, 0);
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/stock-alerts',
      payload: { sku: s, email: 'waiting-bulk@example.com', language: 'en' },
    });
    expect(ask.statusCode).toBe(202);

    const answer = await bulk({ action: 'set-stock', stock: 4, ids: [product.id], expected: 1 });
    expect(answer.body).toEqual({ matched: 1, changed: 1, unchanged: 0 });
    expect(await units(product.id)).toEqual([4, 4]);
    // In SKU order, the order the setter locks them in.
    expect(await audit([s, m], 'stock.set')).toEqual([
      expect.objectContaining({ object_id: m, before: { stock: 7 }, after: { stock: 4 } }),
      expect.objectContaining({ object_id: s, before: { stock: 0 }, after: { stock: 4 } }),
    ]);
    await t.events.drain();
    const mails = await t.db.query('SELECT subject FROM mail_outbox WHERE recipient = $1', [
      'waiting-bulk@example.com',
    ]);
    expect(mails).toHaveLength(1);
    // The same units again: nothing moves.
    expect((await bulk({ action: 'set-stock', stock: 4, ids: [product.id], expected: 1 })).body).toMatchObject({
      changed: 0,
      unchanged: 1,
    });
  });

  it('leaves a consistent shelf when two stock settings of the same products run at once', async () => {
    const products = [await published(), await published(), await published()];
    const ids = products.map((product) => product.id);
    const skus = products.flatMap((product) => product.variants.map((variant) => variant.sku));
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = await Promise.all([
        bulk({ action: 'set-stock', stock: 10 + round, ids, expected: 3 }),
        bulk({ action: 'set-stock', stock: 20 + round, ids: [...ids].reverse(), expected: 3 }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const shelf = new Set((await Promise.all(ids.map(units))).flat());
      // Every variant holds the figure of the setting that committed last, never a mix of both.
      expect(shelf.size).toBe(1);
      expect([10 + round, 20 + round]).toContain([...shelf][0]);
    }
    // Each variant's entries form one chain: each one starts where the one before it ended.
    for (const sku of skus) {
      const entries = await audit([sku], 'stock.set');
      for (let i = 1; i < entries.length; i += 1) {
        expect((entries[i]?.before as { stock: number }).stock).toBe(
          (entries[i - 1]?.after as { stock: number }).stock,
        );
      }
    }
  });
});

describe('the products a bulk action names', () => {
  it('takes every product the list’s filter finds, and refuses when that number changed since the confirmation', async () => {
    const word = `Filterable${Date.now() % 100_000}`;
    const one = await published({ ...shirt(false), title: `${word} one` });
    const two = await published({ ...shirt(false), title: `${word} two` });
    const answer = await bulk({ action: 'set-stock', stock: 9, filter: { q: word }, expected: 2 });
    expect(answer.body).toEqual({ matched: 2, changed: 2, unchanged: 0 });
    await published({ ...shirt(false), title: `${word} three` });
    const stale = await bulk({ action: 'set-stock', stock: 1, filter: { q: word }, expected: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('PRODUCTS_CHANGED');
    expect([...(await units(one.id)), ...(await units(two.id))]).toEqual([9, 9]);
  });

  it('refuses chosen rows one of which is gone, naming neither ids nor filter, and both', async () => {
    const product = await published(shirt(false));
    const gone = await bulk({ action: 'publish', ids: [product.id, 999_999], expected: 2 });
    expect(gone.status).toBe(409);
    expect((await bulk({ action: 'publish', expected: 1 })).status).toBe(400);
    expect((await bulk({ action: 'publish', ids: [product.id], filter: {}, expected: 1 })).status).toBe(400);
  });

  it('is the catalogue role’s and owners’: support is refused', async () => {
    const product = await published(shirt(false));
    const denied = await bulk({ action: 'unpublish', ids: [product.id], expected: 1 }, support);
    expect(denied.status).toBe(403);
    expect((await call(t, 'GET', `/catalog/products/${product.id}`)).status).toBe(200);
  });
});

describe('the console’s product search', () => {
  it('finds products by a name the owner gave their category, in any language', async () => {
    const owner = await createTestStaff(t, 'owner');
    const named = await call(t, 'PUT', `/api/admin/categories/${encodeURIComponent('jewelery')}`, {
      token: owner.token,
      body: { names: { en: 'Jewellery', ar: 'مجوهرات' } },
    });
    expect(named.status).toBe(200);
    for (const q of ['مجوهرات', 'jewellery', 'JEWEL']) {
      const found = (await call(t, 'GET', `/api/admin/products?q=${encodeURIComponent(q)}&pageSize=100`, as(support)))
        .body as unknown as { rows: AdminProductRow[]; total: number };
      expect([q, found.total > 0]).toEqual([q, true]);
      expect(found.rows.every((row) => row.category === 'jewelery')).toBe(true);
    }
  });
});
