import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminProduct, AdminProductInput } from '../../../../universal/contracts/admin/products';
import type { ImportPreviewRow } from '../../../../universal/contracts/admin/product-import';
import type { Product } from '../../../../universal/product';
import { call } from '../../auth/test-support';
import { createTestStaff, type TestStaff } from '../../staff/test-support';
import { withTestApp } from '../../../test/harness';
import { OPERATOR_TOOLS } from '../../../operator/tools';
import { linenShirt } from '../admin/test-support';

jest.mock('argon2', () => jest.requireActual('../../../test/reliability/cheap-argon2').cheapArgon2());

/**
 * The console's product import from CSV (issue 52, decision 0127), on the embedded database and on
 * PostgreSQL: a preview of every row's change or error with nothing written, then all of it or nothing,
 * once per preview, refused when the catalogue changed since; the terminal reads files by the same rules.
 */
const t = withTestApp();
let catalogue: TestStaff;
let owner: TestStaff;
let support: TestStaff;
beforeAll(async () => {
  catalogue = await createTestStaff(t, 'catalogue');
  owner = await createTestStaff(t, 'owner');
  support = await createTestStaff(t, 'support');
});

let seed = 0;
/** A published product of its own: one variant at 20.00 with 5 units, or two sizes. */
async function published(sizes = false): Promise<AdminProduct> {
  seed += 1;
  const base = `CSV-${seed}-${Date.now() % 100_000}`;
  const input: AdminProductInput = linenShirt({
    title: `Imported shirt ${seed}`,
    texts: {},
    options: sizes
      ? [{ key: 'size', name: { en: 'Size' }, values: ['S', 'M'].map((value) => ({ value, label: { en: value } })) }]
      : [],
    variants: sizes
      ? [
          { sku: `${base}-S`, options: { size: 'S' }, price: 49.5, stock: 3 },
          { sku: `${base}-M`, options: { size: 'M' }, price: 52, stock: 7 },
        ]
      : [{ sku: base, options: {}, price: 20, stock: 5 }],
  });
  const made = await call(t, 'POST', '/api/admin/products', { token: catalogue.token, body: input });
  const id = (made.body as unknown as AdminProduct).id;
  expect((await call(t, 'POST', `/api/admin/products/${id}/publish`, { token: catalogue.token })).status).toBe(200);
  return (await call(t, 'GET', `/api/admin/products/${id}`, { token: catalogue.token }))
    .body as unknown as AdminProduct;
}

interface Preview {
  rows: ImportPreviewRow[];
  token: string;
}
const preview = async (csv: string, who = catalogue) =>
  call(t, 'POST', '/api/admin/products/import/preview', { token: who.token, body: { csv } });
const previewed = async (csv: string): Promise<Preview> => {
  const answer = await preview(csv);
  expect(answer.status).toBe(200);
  return answer.body as unknown as Preview;
};
const apply = (csv: string, token: string) =>
  call(t, 'POST', '/api/admin/products/import', { token: catalogue.token, body: { csv, token } });
const onShop = async (id: number) => (await call(t, 'GET', `/catalog/products/${id}`)).body as unknown as Product;
const audit = (id: number | string, action: string) =>
  t.db.query<{ before: unknown; after: unknown }>(
    'SELECT before, after FROM audit_log WHERE object_id = $1 AND action = $2 ORDER BY id',
    [String(id), action],
  );

describe('the preview', () => {
  it('names every row’s change before → after, or its error by line and column, and writes nothing', async () => {
    const shirt = await published();
    const other = await published();
    const draft = await call(t, 'POST', '/api/admin/products', {
      token: catalogue.token,
      body: linenShirt({
        title: 'A draft',
        texts: {},
        options: [],
        variants: [{ sku: `DRAFT-${Date.now()}`, options: {}, price: 1, stock: 1 }],
      }),
    });
    const draftId = (draft.body as unknown as AdminProduct).id;
    const csv = [
      'ID,Title,Price,Stock,Category,title:ar,description:ar,Image',
      `${shirt.id},Linen shirt,24.50,9,men's clothing,قميص كتان,كتان مغسول,`,
      `,"New mug, blue",12,,"jewelery",,,/catalog/images/2.svg`,
      `${other.id},,abc,,,,,`,
      `${other.id},x,1,,,,,`,
      `${draftId},x,1,,,,,`,
      `${shirt.id + 100_000},Gadget,5,,Gizmos,,,`,
      `${other.id + 100_001},Gadget,-1,,electronics,,,`,
    ].join('\n');
    const { rows, token } = await previewed(csv);
    expect(token).toMatch(/^[\w-]{20,}$/);
    const [update, create, badPrice, repeated, isDraft, noCategory, negative] = rows;
    expect(update).toMatchObject({ line: 2, id: shirt.id, outcome: 'update', title: 'Linen shirt' });
    expect(update?.changes).toEqual([
      { column: 'title', from: shirt.title, to: 'Linen shirt' },
      { column: 'price', from: '20.00', to: '24.50' },
      { column: 'stock', from: '5', to: '9' },
      { column: 'title:ar', from: null, to: 'قميص كتان' },
      { column: 'description:ar', from: null, to: 'كتان مغسول' },
    ]);
    expect(create).toMatchObject({ line: 3, outcome: 'create', title: 'New mug, blue' });
    expect(create?.id).toBeGreaterThan(draftId);
    expect(create?.changes).toEqual(
      expect.arrayContaining([
        { column: 'price', from: null, to: '12.00' },
        { column: 'category', from: null, to: 'jewelery' },
        { column: 'stock', from: null, to: '100' },
      ]),
    );
    expect(badPrice).toMatchObject({ line: 4, outcome: 'error', error: { column: 'price', code: 'price' } });
    expect(repeated).toMatchObject({ line: 5, outcome: 'error', error: { column: 'id', code: 'repeated' } });
    expect(isDraft).toMatchObject({ outcome: 'error', error: { column: 'id', code: 'draft' } });
    expect(noCategory).toMatchObject({ outcome: 'error', error: { column: 'category', code: 'category' } });
    expect(negative).toMatchObject({ outcome: 'error', error: { column: 'price', code: 'price' } });
    // Nothing written: the shop has the shirt as it was.
    expect(await onShop(shirt.id)).toMatchObject({ title: shirt.title, price: 20, stock: 5 });

    // Applying a file with errors writes nothing either.
    const refused = await apply(csv, token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^5 of the file's rows cannot be imported \(line 4: /);
    expect(await onShop(shirt.id)).toMatchObject({ title: shirt.title, price: 20 });
  });

  it('names the column the import’s own rule refuses, and a SKU another product sells', async () => {
    const shirt = await published();
    const { rows } = await previewed(
      [
        'id,title,image,sku,price,category',
        `${shirt.id},${'x'.repeat(301)},,,,`,
        `,Mug,javascript:alert(1),MUG-1,3,electronics`,
        `,Mug,/catalog/images/1.svg,${shirt.variants[0]?.sku},3,electronics`,
        `,Mug,/catalog/images/1.svg,MUG-2,3,electronics`,
        `,Mug two,/catalog/images/1.svg,MUG-2,3,electronics`,
      ].join('\n'),
    );
    expect(rows.map((row) => [row.outcome, row.error?.column, row.error?.code])).toEqual([
      ['error', 'title', 'invalid'],
      ['error', 'image', 'invalid'],
      ['error', 'sku', 'sku-taken'],
      ['create', undefined, undefined],
      ['error', 'sku', 'sku-taken'],
    ]);
    // A new product's number is said only for a row that can make it.
    expect(rows.map((row) => row.id === null)).toEqual([false, true, true, false, true]);
  });

  it('reads a product of several variants as the export writes it, and refuses a change to one variant’s figures', async () => {
    const sized = await published(true);
    const same = await previewed(`id,price (USD),units in stock,state,variants\n${sized.id},49.50,10,published,2`);
    expect(same.rows).toMatchObject([{ outcome: 'unchanged', changes: [] }]);
    const changed = await previewed(`id,price\n${sized.id},45`);
    expect(changed.rows).toMatchObject([{ outcome: 'error', error: { column: 'price', code: 'variants' } }]);
  });

  it('imports the products export as it is: every row unchanged', async () => {
    await published();
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/admin/exports/products.csv',
      headers: owner.headers,
    });
    expect(exported.statusCode).toBe(200);
    const { rows } = await previewed(exported.body);
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((row) => row.outcome !== 'unchanged')).toEqual([]);
  });

  it('refuses a file that is not the import’s as a whole, one too long, and support', async () => {
    for (const [csv, message] of [
      ['title,price\nx,1', /^The first line is the header: id and any of /],
      ['id,colour\n1,red', /\(not "colour"\)/],
      ['id,price,price\n1,2,3', /names price twice/],
      ['id,title', /no rows/],
      [`id,title\n${Array.from({ length: 1001 }, (_, i) => `${i + 1},x`).join('\n')}`, /at most 1000 products/],
      ['id,title\n"1,x', /not CSV/],
    ] as const) {
      const answer = await preview(csv);
      expect([answer.status, answer.body.message]).toEqual([400, expect.stringMatching(message)]);
    }
    const huge = await preview(`id,description\n1,${'x'.repeat(1_000_001)}`);
    expect(huge.status).toBe(400);
    expect((await preview('id,title\n1,x', support)).status).toBe(403);
  });
});

describe('applying', () => {
  it('writes every row in one transaction, audited, units through the stock count, once per preview', async () => {
    const shirt = await published();
    const csv = [
      'id,title,price,stock,brand,image',
      `${shirt.id},Washed linen shirt,24.50,9,,/catalog/images/1.svg`,
      `,Glass mug,12,4,Nordvik,/catalog/images/1.svg`,
    ].join('\n');
    const { rows, token } = await previewed(csv);
    // A new product needs a category: the file has none, so the import's rule refuses the row.
    expect(rows[1]).toMatchObject({ outcome: 'error', error: { column: 'category', code: 'invalid' } });
    const fixed = [
      'id,title,price,stock,brand,image,category',
      `${shirt.id},Washed linen shirt,24.50,9,,/catalog/images/1.svg,men's clothing`,
      `,Glass mug,12,4,Nordvik,/catalog/images/1.svg,jewelery`,
    ].join('\n');
    const again = await previewed(fixed);
    expect(again.rows.map((row) => row.outcome)).toEqual(['update', 'create']);
    const created = again.rows[1]?.id as number;
    expect(again.token).not.toBe(token);

    const done = await apply(fixed, again.token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ created: 1, updated: 1, unchanged: 0 });
    expect(await onShop(shirt.id)).toMatchObject({ title: 'Washed linen shirt', price: 24.5, stock: 9 });
    expect(await onShop(created)).toMatchObject({ title: 'Glass mug', price: 12, stock: 4, brand: 'Nordvik' });
    expect(await audit(shirt.id, 'product.import')).toEqual([
      {
        before: { title: shirt.title, brand: 'Atelier', price: '20.00', stock: '5' },
        after: { title: 'Washed linen shirt', brand: null, price: '24.50', stock: '9' },
      },
    ]);
    expect(await audit(shirt.variants[0]?.sku as string, 'stock.set')).toEqual([
      { before: { stock: 5 }, after: { stock: 9 } },
    ]);
    expect(await audit(created, 'product.import')).toEqual([
      { before: null, after: expect.objectContaining({ title: 'Glass mug', price: '12.00', stock: '4' }) },
    ]);

    // The same preview again (a double click, a retry): the first result, nothing more written.
    const twice = await apply(fixed, again.token);
    expect(twice.body).toEqual(done.body);
    expect(await audit(shirt.id, 'product.import')).toHaveLength(1);
  });

  it('refuses a preview the catalogue has moved past, and writes none of it', async () => {
    const one = await published();
    const two = await published();
    const csv = `id,price\n${one.id},30\n${two.id},31`;
    const { token } = await previewed(csv);
    // Someone moves the second product's price meanwhile: its row no longer says what the preview said.
    await call(t, 'POST', '/api/admin/products/bulk', {
      token: catalogue.token,
      body: { key: `k-${Date.now()}`, action: 'set-price', priceCents: 2500, ids: [two.id], expected: 1 },
    });
    const stale = await apply(csv, token);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('IMPORT_STALE');
    expect((await onShop(one.id)).price).toBe(20);
  });

  it('is the same import from the terminal: a file with an error writes nothing, a good one writes all', async () => {
    const shirt = await published();
    const folder = mkdtempSync(path.join(tmpdir(), 'csv-import-'));
    const run = (file: string) =>
      OPERATOR_TOOLS.catalogue.run(['import', file], t.db, { config: t.ctx.config, now: t.clock.now() });
    const bad = path.join(folder, 'bad.csv');
    writeFileSync(bad, `id,price\n${shirt.id},31\n${shirt.id + 1_000_000},x`);
    const refused = await run(bad);
    expect(refused).toMatchObject({ exitCode: 1 });
    expect(refused.output).toMatch(/^line 3, price: price must be dollars/);
    expect((await onShop(shirt.id)).price).toBe(20);
    const good = path.join(folder, 'good.csv');
    writeFileSync(good, `id,price\n${shirt.id},31`);
    expect(await run(good)).toEqual({ exitCode: 0, output: 'created 0 products, updated 1, 0 unchanged' });
    expect((await onShop(shirt.id)).price).toBe(31);
    expect(
      (
        await t.db.query('SELECT staff_email FROM audit_log WHERE object_id = $1 AND action = $2', [
          String(shirt.id),
          'product.import',
        ])
      )[0],
    ).toEqual({ staff_email: expect.stringMatching(/^terminal:/) });
  });
});
