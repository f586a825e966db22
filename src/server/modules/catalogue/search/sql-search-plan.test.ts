import { type Database, SESSION_SETTINGS } from '../../../db/database';
import { openTestDatabase } from '../../../test/test-database';
import { generateCatalogue } from '../synthetic-catalogue';
import { buildProductFilter } from './sql-search';

/**
 * A plan check, not a timing: the SQL behind a product search (the answer for catalogues too
 * large to hold in memory, and while the in-memory copy is built) must find a search word's words by a
 * range of search_word_suffixes' key and their products by ranges of product_words' (migration 041);
 * without them every search reads the whole table. A few thousand rows keep
 * the test fast, and on a table that small the planner rightly prefers reading it whole, so
 * sequential scans are priced out: the plan then shows whether the index CAN serve the query
 * (a changed expression, ILIKE on another column or a dropped index would still show a Seq Scan).
 * `npm run bench` prints the plan PostgreSQL picks unaided over 100,000 products.
 */
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ demoCatalogue: true });
  await generateCatalogue(db, 2000);
  await db.query('ANALYZE products, product_words, search_word_suffixes');
}, 120_000);
afterAll(() => db.close());

async function plan(sql: string, params: unknown[]): Promise<string> {
  const rows = await db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    return tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
  });
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

it('counts the matches of a search through the word tables', async () => {
  const { where, params } = buildProductFilter({ search: 'Item 4242 ' });
  const text = await plan(`SELECT count(*)::int AS total FROM products ${where}`, params);
  expect(text).toContain('search_word_suffixes_pkey');
  expect(text).toContain('product_words_pkey');
  expect(text).not.toContain('Seq Scan');
});

it('looks up a search holding LIKE wildcards through the same keys (they are plain text)', async () => {
  const { where, params } = buildProductFilter({ search: 'item_42%' });
  const text = await plan(`SELECT count(*)::int AS total FROM products ${where}`, params);
  expect(text).toContain('search_word_suffixes_pkey');
  expect(text).not.toContain('Seq Scan');
});

it('runs every session with the planner settings that let a broad search word follow the trigram index', async () => {
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    expect(await db.query(`SHOW ${name}`)).toEqual([{ [name]: value }]);
    // A transaction's connection too (PostgreSQL hands out several).
    expect(await db.transaction((tx) => tx.query(`SHOW ${name}`))).toEqual([{ [name]: value }]);
  }
});
