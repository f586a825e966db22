import type { Database } from '../../../db/database';
import { openTestDatabase } from '../../../test/test-database';
import { catalogueRepository } from '../repository';
import { FIXTURE_CATALOGUE } from './fixture-catalogue';
import { CatalogueIndex, memorySearch } from './memory-search';
import type { ProductQuery } from './product-query';
import { PRODUCT_ORDERS } from '../../../../universal/product-query';
import type { SearchEngine } from './search-engine';
import { sqlSearch } from './sql-search';

/**
 * The in-memory copy keeps its products in columns (product-columns.ts) and makes each answer when asked:
 * every field of every product, listed and by id, in every language, must be what the database answers.
 */
let db: Database;
let memory: SearchEngine;
let sql: SearchEngine;
beforeAll(async () => {
  db = await openTestDatabase();
  await catalogueRepository(db).upsert([...FIXTURE_CATALOGUE]);
  // A product with the rarer fields set: SEO words, a gallery of its own, a list price, a brand.
  await db.query(
    `UPDATE products SET seo = '{"en": {"title": "Coat"}, "fr": {"description": "Manteau"}}'::jsonb,
       images = '["/catalog/images/3.svg", "/catalog/images/12.svg"]'::jsonb WHERE id = 12`,
  );
  memory = memorySearch(await CatalogueIndex.load(db));
  sql = sqlSearch(db);
});
afterAll(() => db.close());

const LANGUAGES = [undefined, 'en', 'ar', 'fr', 'es'] as const;
const ids = FIXTURE_CATALOGUE.map((product) => product.id);

it('answers each product by id exactly as the database does, in every language', async () => {
  for (const language of LANGUAGES) {
    for (const id of ids) expect(await memory.get(id, language)).toStrictEqual(await sql.get(id, language));
    expect(await memory.getMany([...ids].reverse(), language)).toStrictEqual(
      await sql.getMany([...ids].reverse(), language),
    );
  }
});

it('lists every product exactly as the database does, in every order and language', async () => {
  for (const language of LANGUAGES) {
    for (const order of PRODUCT_ORDERS) {
      const query: ProductQuery = { order, lang: language, limit: 100 };
      expect(await memory.list(query)).toStrictEqual(await sql.list(query));
    }
  }
});

it('shows units on hand as they change, without a rebuild', async () => {
  const index = await CatalogueIndex.load(db);
  const before = index.get(7);
  const [variant] = before?.variants ?? [];
  if (!variant) throw new Error('product 7 has variants');
  expect(index.patchStock([{ sku: variant.sku, productId: 7, stock: variant.stock + 5 }])).toBe(true);
  expect(index.get(7)?.stock).toBe((before?.stock ?? 0) + 5);
  expect(index.get(7)?.variants?.[0]?.stock).toBe(variant.stock + 5);
  expect(index.list({ search: 'wireless headphones' }).products.find((p) => p.id === 7)?.stock).toBe(
    (before?.stock ?? 0) + 5,
  );
  // An answer already made keeps what it was made with.
  expect(before?.variants?.[0]?.stock).toBe(variant.stock);
});
