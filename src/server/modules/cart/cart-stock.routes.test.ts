import { withTestApp, createTestUser, type TestUser } from '../../test/harness';
import type { Cart } from '../../../universal/contracts/cart';
import { migrate } from '../../db/migrate';
import { openPglite } from '../../db/pglite';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The cart by variant (issue 33): lines are SKUs, named by SKU or by a single-variant product's id, and fit the shelf. */

const t = withTestApp();

function call(user: TestUser, method: 'GET' | 'POST', route: string, payload?: object) {
  return t.app.inject({ method, url: `/api/cart${route}`, headers: user.headers, ...(payload && { payload }) });
}

const cartOf = async (user: TestUser) => (await call(user, 'GET', '')).json<Cart>();

async function setStock(sku: string, stock: number): Promise<void> {
  await t.db.query("UPDATE product_variants SET stock = $2, stock_changed = nextval('stock_changes') WHERE sku = $1", [
    sku,
    stock,
  ]);
}

describe('a line per variant', () => {
  it('keeps two sizes of one product as two lines, each named by its SKU, removed and set by it', async () => {
    const user = await createTestUser(t.ctx);
    await setStock('SF33-NAVY-S', 50);
    await setStock('SF33-NAVY-L', 50);
    await call(user, 'POST', '/add', { sku: 'SF33-NAVY-S', quantity: 2 });
    t.clock.advance(1000);
    const added = await call(user, 'POST', '/add', { sku: 'SF33-NAVY-L', quantity: 1, productId: '33' });
    expect(added.statusCode).toBe(200);
    expect(added.json<Cart>().items).toEqual([
      { productId: '33', sku: 'SF33-NAVY-S', quantity: 2 },
      { productId: '33', sku: 'SF33-NAVY-L', quantity: 1 },
    ]);
    await call(user, 'POST', '/set-quantity', { sku: 'SF33-NAVY-L', quantity: 4 });
    const removed = await call(user, 'POST', '/remove', { sku: 'SF33-NAVY-S' });
    expect(removed.json<Cart>().items).toEqual([{ productId: '33', sku: 'SF33-NAVY-L', quantity: 4 }]);
  });

  it('takes a product that sells one variant by its id alone, as that variant', async () => {
    const user = await createTestUser(t.ctx);
    const added = await call(user, 'POST', '/add', { productId: '4', quantity: 1 });
    expect(added.json<Cart>().items).toEqual([{ productId: '4', sku: 'P4', quantity: 1 }]);
    expect((await call(user, 'POST', '/remove', { productId: '4' })).json<Cart>().items).toEqual([]);
  });

  it('refuses a product that sells several variants named by its id alone with 400 VARIANT_REQUIRED, changing nothing', async () => {
    const user = await createTestUser(t.ctx);
    const before = (await cartOf(user)).version;
    for (const route of ['/add', '/set-quantity']) {
      const refused = await call(user, 'POST', route, { productId: '33', quantity: 1 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VARIANT_REQUIRED' });
    }
    expect((await call(user, 'POST', '/remove', { productId: '33' })).json()).toMatchObject({
      code: 'VARIANT_REQUIRED',
    });
    expect(await cartOf(user)).toEqual({ items: [], version: before });
  });

  it('answers 404 PRODUCT_NOT_FOUND for a SKU the catalogue does not sell, or of another product than the one named', async () => {
    const user = await createTestUser(t.ctx);
    for (const body of [
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: 'SF33-NAVY-L', productId: '34', quantity: 1 },
    ]) {
      const refused = await call(user, 'POST', '/add', body);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
    }
    expect((await call(user, 'POST', '/add', { quantity: 1 })).statusCode).toBe(400);
    expect((await cartOf(user)).items).toEqual([]);
  });
});

describe('what is on the shelf', () => {
  it('refuses to add or set more than is on hand with 409 OUT_OF_STOCK naming the line, changing nothing', async () => {
    const user = await createTestUser(t.ctx);
    await setStock('SF34-ORANGE-S', 4);
    await call(user, 'POST', '/add', { sku: 'SF34-ORANGE-S', quantity: 3 });
    const version = (await cartOf(user)).version;
    for (const [route, quantity] of [
      ['/add', 2],
      ['/set-quantity', 5],
    ] as const) {
      const refused = await call(user, 'POST', route, { sku: 'SF34-ORANGE-S', quantity });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'OUT_OF_STOCK',
        message: 'Only 4 left of this item',
        lines: [{ sku: 'SF34-ORANGE-S', productId: '34', available: 4 }],
      });
    }
    expect(await cartOf(user)).toEqual({
      items: [{ productId: '34', sku: 'SF34-ORANGE-S', quantity: 3 }],
      version,
    });
    await setStock('SF33-NAVY-M', 0);
    expect((await call(user, 'POST', '/add', { sku: 'SF33-NAVY-M', quantity: 1 })).json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'This item is out of stock',
      lines: [{ sku: 'SF33-NAVY-M', productId: '33', available: 0 }],
    });
  });

  it('reading the cart lowers a line to what is left and drops one sold out, says so once, and raises the version once', async () => {
    const user = await createTestUser(t.ctx);
    await setStock('SF35-XS', 10);
    await setStock('SF35-M', 10);
    await setStock('P21', 10);
    await call(user, 'POST', '/add', { sku: 'SF35-XS', quantity: 5 });
    t.clock.advance(1000);
    await call(user, 'POST', '/add', { sku: 'SF35-M', quantity: 3 });
    t.clock.advance(1000);
    await call(user, 'POST', '/add', { productId: '21', quantity: 2 });
    const before = await cartOf(user);
    expect(before.adjustments).toBeUndefined();

    await setStock('SF35-XS', 2);
    await setStock('SF35-M', 0);
    const fitted = await cartOf(user);
    expect(fitted.adjustments).toEqual([
      { sku: 'SF35-XS', productId: '35', from: 5, to: 2 },
      { sku: 'SF35-M', productId: '35', from: 3, to: 0 },
    ]);
    expect(fitted.items).toEqual([
      { productId: '35', sku: 'SF35-XS', quantity: 2 },
      { productId: '21', sku: 'P21', quantity: 2 },
    ]);
    expect(fitted.version).toBe(before.version + 1);

    // Said once: the next read finds the cart within stock and changes nothing.
    expect(await cartOf(user)).toEqual({ items: fitted.items, version: fitted.version });
  });

  it('leaves a cart within stock and its version alone', async () => {
    const user = await createTestUser(t.ctx);
    await setStock('P22', 3);
    await call(user, 'POST', '/add', { productId: '22', quantity: 3 });
    const first = await cartOf(user);
    expect(await cartOf(user)).toEqual(first);
    expect(first.adjustments).toBeUndefined();
  });
});

describe('migration 025', () => {
  it("turns each cart line into its product's default variant", async () => {
    const all = path.join(__dirname, '../../db/migrations');
    const upTo024 = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    try {
      for (const file of readdirSync(all).filter((name) => name < '025'))
        cpSync(path.join(all, file), path.join(upTo024, file));
      const db = await openPglite();
      try {
        await migrate(db, upTo024);
        await db.exec(`INSERT INTO products (id, title, price_cents, description, category, image, rating_rate, rating_count)
          VALUES (7, 'Tee', 1000, '', 'clothing', 'x.png', 4, 1)`);
        // 024 gave the product its single variant 'P7'; an import then gave it sizes, M first.
        await db.exec(`INSERT INTO product_variants (sku, product_id, position, price_cents, stock)
          VALUES ('TEE-M', 7, 1, 1000, 5), ('TEE-L', 7, 2, 1000, 5)`);
        await db.exec(`DELETE FROM product_variants WHERE sku = 'P7';
          UPDATE product_variants SET position = position - 1 WHERE product_id = 7`);
        const [user] = await db.query<{ id: string }>(
          "INSERT INTO users (email, name, phone, password_hash) VALUES ('m@example.com', 'M', '01012345678', 'x') RETURNING id",
        );
        await db.query('INSERT INTO cart_items (user_id, product_id, quantity) VALUES ($1, 7, 2)', [user?.id]);
        await migrate(db, all);
        expect(await db.query('SELECT product_id, sku, quantity FROM cart_items')).toEqual([
          { product_id: 7, sku: 'TEE-M', quantity: 2 },
        ]);
        // A variant removed by an import leaves the carts that held it.
        await db.exec("DELETE FROM product_variants WHERE sku = 'TEE-M'");
        expect(await db.query('SELECT sku FROM cart_items')).toEqual([]);
      } finally {
        await db.close();
      }
    } finally {
      rmSync(upTo024, { recursive: true, force: true });
    }
  });
});
