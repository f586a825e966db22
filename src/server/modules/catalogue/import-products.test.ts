import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/database';
import { openTestDatabase } from '../../test/test-database';
import { importProducts, loadRecords, validateProductRecord } from './import-products';
import { catalogueRepository } from './repository';
import { sqlSearch } from './search/sql-search';
import { generateCatalogue } from './synthetic-catalogue';

const record = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: `Imported product ${id}`,
  price: 12.5 + id,
  description: 'From a FakeStore-compatible source',
  category: 'electronics',
  image: `https://img.example.com/${id}.jpg`,
  rating: { rate: 4.2, count: 10 + id },
  ...overrides,
});

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());
// One database for the file; each test starts from an empty catalogue.
beforeEach(() => db.query('DELETE FROM products'));

describe('validateProductRecord', () => {
  it.each([
    [{ ...record(1), id: -3 }, 'id'],
    [{ ...record(1), title: '' }, 'title'],
    [{ ...record(1), price: 'cheap' }, 'price'],
    [{ ...record(1), price: Number.NaN }, 'price'],
    [{ ...record(1), category: 42 }, 'category'],
    [{ ...record(1), rating: { rate: 7, count: 1 } }, 'rating.rate'],
    [{ ...record(1), rating: undefined }, 'rating.rate'],
    [{ ...record(1), listPrice: '20' }, 'listPrice'],
    [{ ...record(1), listPrice: -1 }, 'listPrice'],
    [{ ...record(1), brand: '' }, 'brand'],
    [{ ...record(1), brand: 'x'.repeat(101) }, 'brand'],
    [null, 'not an object'],
  ])('names what is wrong with %j', (raw, reason) => {
    expect(validateProductRecord(raw)).toEqual(expect.stringContaining(reason));
  });

  it.each([
    'http://img.example.com/1.jpg',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/1.jpg',
    '/api/cart/clear',
    '/catalog/images/../../api/x',
    'https:evil.example/1.jpg',
    'HTTPS://img.example.com/1.jpg',
    'pictures/1.jpg',
  ])('takes only the shop’s own pictures or https: addresses, not %p', (picture) => {
    expect(validateProductRecord({ ...record(1), image: picture })).toEqual(expect.stringContaining('is refused'));
    expect(validateProductRecord({ ...record(1), images: [picture] })).toEqual(expect.stringContaining('is refused'));
    const variants = [{ sku: 'P1', options: {}, price: 1, stock: 1, images: [picture] }];
    expect(validateProductRecord({ ...record(1), variants })).toEqual(expect.stringContaining('is refused'));
  });

  it('takes /catalog/images/… and https:// pictures', () => {
    for (const picture of ['/catalog/images/u0123abcd.jpg', 'https://img.example.com/a/1.jpg?w=2'])
      expect(validateProductRecord({ ...record(1), image: picture, images: [picture] })).toMatchObject({
        image: picture,
        images: [picture],
      });
  });
});

describe('import', () => {
  it('keeps an optional list price and brand, and clears them when a later import has none', async () => {
    await importProducts(db, [record(1, { listPrice: 40.5, brand: ' Nordvik ' }), record(2, { listPrice: null })]);
    const products = catalogueRepository(db);
    expect(await products.get(1)).toMatchObject({ listPrice: 40.5, brand: 'Nordvik' });
    expect(await products.get(2)).not.toHaveProperty('listPrice');
    await importProducts(db, [record(1)]);
    const cleared = await products.get(1);
    expect(cleared).not.toHaveProperty('listPrice');
    expect(cleared).not.toHaveProperty('brand');
  });

  it('imports from a FakeStore-compatible server, upserting by id', async () => {
    const server: Server = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(request.url === '/products' ? JSON.stringify([record(1), record(2)]) : '[]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const records = await loadRecords(`http://127.0.0.1:${port}`);
      expect(await importProducts(db, records)).toEqual({ imported: 2, rejected: [] });
      await importProducts(db, [record(2, { title: 'Renamed', price: 99.99 })]);
      const products = catalogueRepository(db);
      expect(await products.count()).toBe(2);
      expect(await products.get(2)).toMatchObject({ title: 'Renamed', price: 99.99 });
    } finally {
      server.close();
    }
  });

  it('imports the good records of a file and names the bad one', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'import-')), 'products.json');
    writeFileSync(file, JSON.stringify([record(1), record(2, { price: -5 }), record(3)]));
    const result = await importProducts(db, await loadRecords(file));
    expect(result.imported).toBe(2);
    expect(result.rejected).toEqual([{ index: 1, id: 2, reason: 'price must be a number from 0 to 1000000' }]);
    expect(await catalogueRepository(db).get(2)).toBeUndefined();
  });

  it('leaves nothing half-written when the import fails part-way', async () => {
    await importProducts(db, [record(1)]);
    let statements = 0;
    const failing: Database = {
      ...db,
      transaction: (work) =>
        db.transaction((tx) =>
          work({
            ...tx,
            query: (sql, params) => {
              statements += 1;
              if (statements === 2) return Promise.reject(new Error('disk full'));
              return tx.query(sql, params);
            },
          }),
        ),
    };
    // 600 records: the first batch of 500 is written, the second fails.
    const records = Array.from({ length: 600 }, (_, index) => record(index + 10));
    await expect(importProducts(failing, records)).rejects.toThrow('disk full');
    expect(await catalogueRepository(db).count()).toBe(1);
  });

  it('generates a synthetic catalogue after the highest id', async () => {
    await importProducts(db, [record(1)]);
    await generateCatalogue(db, 1200, 500);
    const products = catalogueRepository(db);
    expect(await products.count()).toBe(1201);
    const page = await sqlSearch(db).list({ category: 'jewelery', limit: 5 });
    expect(page.total).toBe(300);
    expect(page.products[0]?.id).toBeGreaterThan(1);
  });
});

describe('options, variants and stock', () => {
  const sizes = { key: 'size', name: { en: 'Size', fr: 'Taille' }, values: [{ value: 'S' }, { value: 'M' }] };
  const sized = (id: number, variants: unknown[], overrides: Record<string, unknown> = {}) =>
    record(id, { options: [sizes], variants, ...overrides });
  const variant = (sku: string, size: string, extra: Record<string, unknown> = {}) => ({
    sku,
    options: { size },
    price: 20,
    ...extra,
  });

  it.each([
    [record(1, { options: [sizes] }), 'variants are required'],
    [sized(1, [variant('A-S', 'XL')]), 'options.size'],
    [sized(1, [variant('A-S', 'S'), variant('A-S2', 'S')]), "repeats another variant's options"],
    [sized(1, [variant('A-S', 'S'), variant('A-S', 'M')]), 'used twice'],
    [sized(1, [variant('A-S', 'S', { stock: -1 })]), 'stock'],
    [sized(1, [variant('bad sku', 'S')]), 'sku'],
    [record(1, { options: [{ ...sizes, values: [{ value: 'S', swatch: 'red' }] }], variants: [] }), 'swatch'],
    [record(1, { texts: { de: { title: 'Hemd', description: '' } } }), 'texts.de'],
    [record(1, { stock: 2.5 }), 'stock'],
  ])('refuses a record that breaks the variant rules (%#)', (raw, reason) => {
    expect(validateProductRecord(raw)).toEqual(expect.stringContaining(reason));
  });

  it("writes the variants, keeps a variant's stock when a later import leaves it out, and drops variants no longer listed", async () => {
    const products = catalogueRepository(db);
    await importProducts(db, [sized(1, [variant('A-S', 'S', { stock: 3 }), variant('A-M', 'M', { stock: 0 })])]);
    expect((await products.get(1))?.variants?.map(({ sku, stock }) => ({ sku, stock }))).toEqual([
      { sku: 'A-S', stock: 3 },
      { sku: 'A-M', stock: 0 },
    ]);
    await importProducts(db, [sized(1, [variant('A-M', 'M'), variant('A-S2', 'S')])]);
    const again = await products.get(1);
    // Reordered, a stock left unsaid kept, a new variant at the default figure, the dropped one gone.
    expect(again?.variants?.map(({ sku, stock }) => ({ sku, stock }))).toEqual([
      { sku: 'A-M', stock: 0 },
      { sku: 'A-S2', stock: 100 },
    ]);
    expect(again).toMatchObject({ sku: 'A-M', stock: 100, options: [{ key: 'size', name: 'Size' }] });
  });

  it('gives a record without variants its single variant, with the stock it names', async () => {
    await importProducts(db, [record(1, { stock: 7 }), record(2, { sku: 'MUG-2' })]);
    const found = await catalogueRepository(db).getMany([1, 2]);
    expect(found.get(1)?.variants).toEqual([{ sku: 'P1', options: {}, price: 13.5, stock: 7, images: [] }]);
    expect(found.get(2)).toMatchObject({ sku: 'MUG-2', stock: 100 });
  });

  it('reports a record whose SKU another product sells, and imports the rest', async () => {
    await importProducts(db, [sized(1, [variant('A-S', 'S')])]);
    const result = await importProducts(db, [
      sized(2, [variant('A-S', 'S')]),
      record(3),
      sized(4, [variant('B-S', 'S')]),
      sized(5, [variant('B-S', 'M')]),
    ]);
    expect(result).toEqual({
      imported: 2,
      rejected: [
        { index: 0, id: 2, reason: 'sku A-S is sold by product 1' },
        { index: 3, id: 5, reason: 'sku B-S is sold by product 4' },
      ],
    });
  });
});
