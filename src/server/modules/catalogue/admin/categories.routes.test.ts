import type { AdminProduct } from '../../../../universal/contracts/admin/products';
import type { CategoryRow } from '../../../../universal/contracts/admin/categories';
import { call } from '../../auth/test-support';
import { createTestStaff, type TestStaff } from '../../staff/test-support';
import { withTestApp } from '../../../test/harness';
import { pageTemplate, withWebBuild } from '../../../test/web-build';
import { linenShirt } from './test-support';

jest.mock('argon2', () => jest.requireActual('../../../test/reliability/cheap-argon2').cheapArgon2());

const t = withTestApp();
const web = withWebBuild(t, { 'index.html': pageTemplate() }, { publicUrl: 'https://shop.example' });
let owner: TestStaff;
let catalogue: TestStaff;
let support: TestStaff;
beforeAll(async () => {
  owner = await createTestStaff(t, 'owner');
  catalogue = await createTestStaff(t, 'catalogue');
  support = await createTestStaff(t, 'support');
});

const as = (who: TestStaff) => ({ token: who.token });
const listed = async () =>
  ((await call(t, 'GET', '/api/admin/categories', as(support))).body as unknown as { rows: CategoryRow[] }).rows;
const shopNames = async () =>
  (await call(t, 'GET', '/catalog/category-names')).body as unknown as Record<string, Record<string, string>>;
const audit = (objectId: string) =>
  t.db.query<{ action: string; before: unknown; after: unknown }>(
    'SELECT action, before, after FROM audit_log WHERE object_id = $1 ORDER BY id',
    [objectId],
  );
const page = async (url: string) => (await web.inject({ method: 'GET', url })).body;

describe('categories as a managed list', () => {
  it("lists today's categories with their products, each in use and named by the catalogs until an owner names it", async () => {
    const rows = await listed();
    const men = rows.find((row) => row.key === "men's clothing");
    expect(men).toMatchObject({ names: {} });
    expect(men?.products).toBeGreaterThan(0);
    expect(await shopNames()).toEqual({});
  });

  it('adds a category named in four languages, audited; shoppers read its names at once; a second of that name is refused', async () => {
    const names = { en: 'Garden Tools', fr: 'Outils de jardin', ar: 'أدوات الحديقة' };
    const added = await call(t, 'POST', '/api/admin/categories', { ...as(owner), body: { names } });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ key: 'garden tools', names, products: 0 });
    expect((await shopNames())['garden tools']).toEqual(names);
    expect(await audit('garden tools')).toEqual([{ action: 'category.add', before: null, after: names }]);
    const again = await call(t, 'POST', '/api/admin/categories', {
      ...as(catalogue),
      body: { names: { en: 'garden  tools' } },
    });
    expect(again.status).toBe(409);
    // Support reads the list (the editor's choice) but changes nothing.
    expect((await call(t, 'POST', '/api/admin/categories', { ...as(support), body: { names } })).status).toBe(403);
  });

  it('renames a category per language with its before and after; its key and products stay; the shop pages say the new name', async () => {
    const key = "women's clothing";
    const names = { en: "Women's fashion", fr: 'Mode femme', es: 'Moda de mujer', ar: 'أزياء نسائية' };
    const renamed = await call(t, 'PUT', `/api/admin/categories/${encodeURIComponent(key)}`, {
      ...as(catalogue),
      body: { names },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ key, names });
    expect(await audit(key)).toEqual([{ action: 'category.rename', before: {}, after: names }]);
    expect((await shopNames())[key]?.ar).toBe('أزياء نسائية');
    const list = await page(`/ar/products?${new URLSearchParams({ category: key })}`);
    // The title and heading, written by the server render (not only the names in the page's state).
    expect(list).toContain('<title>منتجات أزياء نسائية | Storefront</title>');
    // A language left out reads English.
    await call(t, 'PUT', `/api/admin/categories/${encodeURIComponent(key)}`, {
      ...as(catalogue),
      body: { names: { en: "Women's fashion" } },
    });
    expect(await page(`/fr/products?${new URLSearchParams({ category: key })}`)).toContain(
      "<title>Rayon Women's fashion | Storefront</title>",
    );
  });

  it('refuses to remove a category products are in, and removes an empty one with the names it had', async () => {
    const used = await call(t, 'DELETE', `/api/admin/categories/${encodeURIComponent('electronics')}`, as(owner));
    expect(used.status).toBe(409);
    expect((await listed()).some((row) => row.key === 'electronics')).toBe(true);
    await call(t, 'POST', '/api/admin/categories', { ...as(owner), body: { names: { en: 'Toys' } } });
    const removed = await call(t, 'DELETE', '/api/admin/categories/toys', as(owner));
    expect(removed.status).toBe(200);
    expect((await listed()).some((row) => row.key === 'toys')).toBe(false);
    expect((await audit('toys')).map((row) => [row.action, row.before])).toEqual([
      ['category.add', null],
      ['category.remove', { en: 'Toys' }],
    ]);
    expect((await call(t, 'DELETE', '/api/admin/categories/toys', as(owner))).status).toBe(404);
  });
});

describe("a product's SEO title and description", () => {
  const seoShirt = (seo: AdminProduct['seo']) => ({
    ...linenShirt({
      title: 'SEO linen shirt',
      texts: {},
      options: [],
      variants: [{ sku: 'SEO-SHIRT-1', options: {}, price: 40, stock: 5 }],
    }),
    seo,
  });

  it("is the product page's title and meta description in its language, English where the language has none, the product's own without", async () => {
    const draft = await call(t, 'POST', '/api/admin/products', {
      ...as(catalogue),
      body: seoShirt({
        en: { title: 'Linen shirt for hot days' },
        ar: { title: 'قميص كتان للأيام الحارة', description: 'كتان خفيف.' },
      }),
    });
    expect(draft.status).toBe(201);
    const id = (draft.body as unknown as AdminProduct).id;
    expect((await call(t, 'POST', `/api/admin/products/${id}/publish`, as(catalogue))).status).toBe(200);
    expect((await call(t, 'GET', `/catalog/products/${id}?lang=ar`)).body).toMatchObject({
      seo: { title: 'قميص كتان للأيام الحارة', description: 'كتان خفيف.' },
    });
    const arabic = await page(`/ar/product/${id}`);
    expect(arabic).toContain('<title>قميص كتان للأيام الحارة | Storefront</title>');
    expect(arabic).toContain('<meta name="description" content="كتان خفيف." />');
    const french = await page(`/fr/product/${id}`);
    expect(french).toContain('<title>Linen shirt for hot days | Storefront</title>');
    expect(french).toContain('<meta name="description" content="Washed linen, cut loose." />');

    // Cleared, the page reads the product's title again, at once.
    const loaded = (await call(t, 'GET', `/api/admin/products/${id}`, as(catalogue))).body as unknown as AdminProduct;
    const { id: _id, state: _state, rating: _rating, ...input } = loaded;
    const saved = await call(t, 'PUT', `/api/admin/products/${id}`, { ...as(catalogue), body: { ...input, seo: {} } });
    expect(saved.status).toBe(200);
    expect(await page(`/product/${id}`)).toContain('<title>SEO linen shirt | Storefront</title>');
    const [change] = (await audit(String(id))).filter((row) => row.action === 'product.update');
    expect(change?.before).toMatchObject({ seo: { en: { title: 'Linen shirt for hot days' } } });
    expect(change?.after).toEqual({ seo: {} });
  });

  it('refuses a title search engines would cut', async () => {
    const long = await call(t, 'POST', '/api/admin/products', {
      ...as(catalogue),
      body: seoShirt({ en: { title: 'x'.repeat(71) } }),
    });
    expect(long.status).toBe(400);
  });
});
