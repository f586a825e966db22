import type { AdminProduct } from '../../../universal/contracts/admin/products';
import type { Product } from '../../../universal/product';
import { call } from '../auth/test-support';
import { linenShirt } from '../catalogue/admin/test-support';
import { noteStockChanged } from '../catalogue';
import { reckonAlsoBought } from '../orders';
import { seedOrder } from '../reports/test-support';
import { createTestStaff } from '../staff/test-support';
import { withTestApp } from '../../test/harness';

jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

/**
 * GET /catalog/products/{id}/also-bought over the demo catalogue (16 products in each of electronics 1-16,
 * jewelery 17-32, men's clothing 33-48, women's clothing 49-64), every variant in stock unless a test says.
 */
const t = withTestApp();

/** Orders of these products, then the job's run, as the hourly job leaves it. */
async function ordersOf(...orders: number[][]) {
  for (const [index, productIds] of orders.entries())
    await seedOrder(t.db, {
      buyer: { guestEmail: `buyer${index}@shop.example` },
      at: '2026-11-01T10:00:00Z',
      status: 'processing',
      currency: 'USD',
      tax: 0,
      lines: productIds.map((productId) => ({ productId, title: `Product ${productId}`, price: 1000, quantity: 1 })),
    });
  await reckonAlsoBought(t.db);
}

async function setStock(productId: number, stock: number) {
  await t.db.query(
    "UPDATE product_variants SET stock = $2, stock_changed = nextval('stock_changes') WHERE product_id = $1",
    [productId, stock],
  );
  noteStockChanged();
}

const alsoBought = (query: string) => call(t, 'GET', `/catalog/products/${query}`);
const idsOf = (answer: { body: unknown }) => (answer.body as unknown as Product[]).map((product) => product.id);
const categoryOf = (id: number) =>
  ['electronics', 'jewelery', "men's clothing", "women's clothing"][Math.floor((id - 1) / 16)];

beforeEach(async () => {
  await t.db.exec('DELETE FROM order_items; DELETE FROM order_charges; DELETE FROM orders;');
  await t.db.query("UPDATE product_variants SET stock = 10, stock_changed = nextval('stock_changes')");
  noteStockChanged();
});

describe('customers also bought', () => {
  it('answers the products bought in the same orders, most often first, cacheable by anyone', async () => {
    await ordersOf([1, 5, 6], [1, 5], [1, 7, 20], [1, 5, 7], [2, 9]);

    const answer = await alsoBought('1/also-bought');
    expect(answer.status).toBe(200);
    // 5 was with 1 three times, 7 twice, then 6 and 20 once each (ties by id); the default is 4.
    expect(idsOf(answer)).toEqual([5, 7, 6, 20]);
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    const etag = String(answer.headers.etag);
    expect(etag).toMatch(/^"/);
    expect((await alsoBought('1/also-bought')).headers.etag).toBe(etag);
    const unchanged = await t.app.inject({
      url: '/catalog/products/1/also-bought',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    // In the page's language, as every product read.
    const arabic = await alsoBought('1/also-bought?lang=ar');
    const english = await alsoBought('5');
    expect((arabic.body as unknown as Product[])[0]?.title).not.toBe((english.body as unknown as Product).title);
  });

  it('never shows the product itself, a sold-out product or an unpublished one', async () => {
    const staff = await createTestStaff(t, 'catalogue');
    const created = await call(t, 'POST', '/api/admin/products', {
      token: staff.token,
      body: linenShirt({
        title: 'Unpublished shirt',
        texts: {},
        options: [],
        variants: [{ sku: 'ALSO-BOUGHT-DRAFT', options: {}, price: 20, stock: 5 }],
      }),
    });
    expect([created.status, created.body]).toEqual([201, expect.anything()]);
    const draft = (created.body as unknown as AdminProduct).id;
    await ordersOf([2, 3, 4, 8, 9, draft], [2, 3, draft], [2, 2, 3, draft], [2, 4, 8, 9]);
    await setStock(3, 0);

    const answer = await alsoBought('2/also-bought');
    expect(idsOf(answer)).toEqual([4, 8, 9]);
    // The unpublished product has no also-bought of its own either.
    expect((await alsoBought(`${draft}/also-bought`)).status).toBe(404);
  });

  it('fills up from the product’s category, in stock, when fewer than 3 were bought with it', async () => {
    await ordersOf([40, 10], [40, 39]);
    await setStock(39, 0);
    await setStock(41, 0);

    const answer = await alsoBought('40/also-bought?limit=6');
    const ids = idsOf(answer);
    expect(ids[0]).toBe(10);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect(ids.slice(1).map(categoryOf)).toEqual(Array(5).fill("men's clothing"));
    expect(ids).not.toContain(40);
    expect(ids).not.toContain(39);
    expect(ids).not.toContain(41);

    // A product nobody has bought yet gets its category's.
    const never = idsOf(await alsoBought('50/also-bought'));
    expect(never).toHaveLength(4);
    expect(never.map(categoryOf)).toEqual(Array(4).fill("women's clothing"));
    expect(never).not.toContain(50);
  });

  it('answers up to `limit` (1 to 12), and refuses a bad product or limit', async () => {
    const others = Array.from({ length: 20 }, (_, index) => index + 2);
    await ordersOf([1, ...others]);
    expect(idsOf(await alsoBought('1/also-bought?limit=12'))).toEqual(others.slice(0, 12));
    expect(idsOf(await alsoBought('1/also-bought?limit=2'))).toEqual([2, 3]);
    expect((await alsoBought('1/also-bought?limit=13')).status).toBe(400);
    expect((await alsoBought('1/also-bought?limit=0')).status).toBe(400);
    expect((await alsoBought('abc/also-bought')).status).toBe(400);
    expect((await alsoBought('99999/also-bought')).status).toBe(404);
  });
});
