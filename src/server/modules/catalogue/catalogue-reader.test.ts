import type { Database } from '../../db/database';
import { manualClock } from '../../test/manual-clock';
import { openTestDatabase } from '../../test/test-database';
import { CatalogueReader, VERSION_CHECK_MS } from './catalogue-reader';
import { importProducts } from './import-products';
import { catalogueRepository } from './repository';
import { catalogueSearch } from './search/catalogue-search';
import { CatalogueIndex } from './search/memory-search';
import { PRODUCT_ORDERS, type ProductQuery } from './search/product-query';
import { CORRECTION_GAIN, FEW_RESULTS } from './search/spelling';
import { sqlSearch } from './search/sql-search';
import { seedDemoCatalogue } from './seed';
import { generateCatalogue } from './synthetic-catalogue';
import { copyOf } from '../../test/product-copy';

/** The database, counting the statements that reach it. */
function counting(db: Database): Database & { queries: string[] } {
  const queries: string[] = [];
  return {
    ...db,
    queries,
    query: (sql, params) => {
      queries.push(sql);
      return db.query(sql, params);
    },
  };
}

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ demoCatalogue: true });
  // Enough synthetic products that searches, filters and pages have real spread.
  await generateCatalogue(db, 1500);
});
afterAll(() => db.close());

describe('the in-memory catalogue', () => {
  it('answers every query exactly as the SQL does: filters, search, each order, paging and totals', async () => {
    const reader = new CatalogueReader(db);
    await reader.warm();
    const sql = sqlSearch(db);
    const queries: ProductQuery[] = [
      {},
      { limit: 24 },
      { sort: 'desc', limit: 7 },
      { search: 'HEADPHONES', limit: 24 },
      { search: '  nordvik slim ', order: 'price-low-high' },
      { search: 'item 1234' },
      { search: '50%_' },
      { search: 'zzzz-no-such-thing' },
      // Several words: every one found, the featured order ranked by relevance (search/rules/relevance).
      { search: 'ring', limit: 40 },
      { search: 'classic  ring', limit: 25, offset: 10 },
      { search: 'ring nordvik earrings', limit: 1000 },
      { search: "men's jacket", sort: 'desc', limit: 12 },
      { category: "MEN'S CLOTHING", deals: true, limit: 10, offset: 5 },
      { prime: true, minRating: 3, order: 'rating', limit: 30 },
      { minPrice: 20.5, maxPrice: 80, order: 'price-high-low', offset: 40, limit: 20 },
      { brands: ['Aurelo', ' kestrel '], order: 'name-a-z', limit: 50 },
      { brands: ['lumen'], search: 'ring', category: 'jewelery', order: 'name-z-a' },
      { order: 'featured', offset: 1_000_000 },
      // Past the last match of a relevance-ranked search and of a name-ordered one (their count comes with the page).
      { search: 'classic', offset: 5_000 },
      { search: 'classic', order: 'name-z-a', offset: 5_000 },
      ...PRODUCT_ORDERS.map((order) => ({ order, search: 'classic', limit: 15, offset: 3 })),
    ];
    // exact: the shopper's own words on both paths (only the in-memory path corrects spelling). SQL
    // sorts few matches and walks an order's index for many: both ways are held to the same answers.
    for (const fewMatches of [0, 100, 100_000]) {
      const sqlList = sqlSearch(db, { fewMatches });
      for (const query of queries.map((q) => ({ ...q, exact: true }))) {
        const expected = await sqlList.list(query);
        const actual = await reader.list(query);
        expect({ fewMatches, query, ids: actual.products.map((p) => p.id), total: actual.total }).toEqual({
          fewMatches,
          query,
          ids: expected.products.map((p) => p.id),
          total: expected.total,
        });
        expect(actual.products).toEqual(expected.products);
      }
    }
    for (const query of queries.map((q) => ({ ...q, exact: true }))) {
      expect({ query, facets: await reader.facets(query) }).toEqual({
        query,
        // The search face over SQL: the same correction (none, exact) and the same help for an empty list.
        facets: await catalogueSearch(sql, () => reader.synonyms()).facets(query),
      });
    }
    // One-word suggestions look through the start of the id order first: with no such look, with one
    // too short for some words, one shorter than the catalogue and the default, the answers are the same.
    for (const suggestWindow of [0, 40, 400, undefined]) {
      const suggestions = sqlSearch(db, { suggestWindow });
      for (const text of ['nord', 'headphones', 'jewel', 'ring', 'zzzz-none', 'nordvik ring', 'slim  head']) {
        const index = (await reader.current())!;
        expect({ text, suggestWindow, ids: index.suggestProducts(text, 8).map((p) => p.id) }).toEqual({
          text,
          suggestWindow,
          ids: (await suggestions.suggestProducts(text, 8)).map((p) => p.id),
        });
      }
    }
    expect((await reader.current())!.categoryCounts()).toEqual(await sql.categoryCounts());
    expect(await reader.categories()).toEqual(await sql.categories());
    expect(await reader.get(1501)).toEqual(await sql.get(1501));
    expect(await reader.get(999_999)).toBeUndefined();
  });

  it('reads the catalogue in chunks without losing or reordering a row at chunk edges', async () => {
    await importProducts(
      db,
      [1, 2, 3].map((n) => ({
        id: 1600 + n,
        title: 'Same Title',
        price: n,
        description: '',
        category: 'jewelery',
        image: '/catalog/images/x.svg',
        rating: { rate: 3, count: n },
      })),
    );
    const index = await CatalogueIndex.load(db, 97);
    const sql = sqlSearch(db);
    expect(index.size).toBe(await catalogueRepository(db).count());
    for (const order of PRODUCT_ORDERS) {
      const expected = await sql.list({ order, limit: 1000, offset: 300 });
      expect({ order, ids: index.list({ order, limit: 1000, offset: 300 }).products.map((p) => p.id) }).toEqual({
        order,
        ids: expected.products.map((p) => p.id),
      });
    }
  });

  it('answers repeated product, list, category and existence reads without querying the database', async () => {
    const { clock } = manualClock();
    const db2 = counting(db);
    const reader = new CatalogueReader(db2, { clock });
    await reader.warm();
    db2.queries.length = 0;
    await reader.get(7);
    await reader.get(7);
    // The cart's, wish list's and reviews' product check.
    expect([await reader.exists(7), await reader.exists(999_999)]).toEqual([true, false]);
    await reader.list({ search: 'jacket', order: 'rating', limit: 24 });
    await reader.categories();
    expect(db2.queries).toEqual([]);
  });

  it('sees an import made in this process at once, then rebuilds its copy', async () => {
    const reader = new CatalogueReader(db, { clock: manualClock().clock });
    await reader.warm();
    const before = await reader.get(3);
    await importProducts(db, [{ ...before, title: 'Renamed at once' }]);
    expect((await reader.get(3))?.title).toBe('Renamed at once');
    await reader.warm();
    expect((await reader.get(3))?.title).toBe('Renamed at once');
    expect((await reader.list({ search: 'renamed at once' })).total).toBe(1);
  });

  it("sees another instance's import within the version-check interval", async () => {
    const time = manualClock();
    const reader = new CatalogueReader(db, { clock: time.clock });
    await reader.warm();
    // Another instance writes: only the database's version tells this reader.
    await catalogueRepository(db).upsert([{ ...(await reader.get(4))!, title: 'Renamed elsewhere' }]);
    time.advance(VERSION_CHECK_MS);
    await reader.get(4); // notices the new version in the background
    await reader.close();
    expect((await reader.get(4))?.title).toBe('Renamed elsewhere');
  });

  it('counts the categories for suggestions once per catalogue version, from memory or from SQL', async () => {
    for (const maxInMemory of [undefined, 0]) {
      const db2 = counting(db);
      const reader = new CatalogueReader(db2, { maxInMemory, clock: manualClock().clock });
      await reader.warm();
      const jewelery = async () => (await reader.suggest('jewel')).categories;
      const [first] = await jewelery();
      db2.queries.length = 0;
      expect(await jewelery()).toEqual([first]);
      expect(db2.queries.filter((sql) => sql.includes('GROUP BY category'))).toEqual([]);
      const top = (await reader.get(5))!;
      expect(
        (await importProducts(db, [{ ...copyOf(top), id: 900_000 + (maxInMemory ?? 1), category: 'jewelery' }]))
          .rejected,
      ).toEqual([]);
      await reader.warm();
      expect({ maxInMemory, categories: await jewelery() }).toEqual({
        maxInMemory,
        categories: [{ value: 'jewelery', count: first!.count + 1 }],
      });
    }
  });

  it('answers products by id from memory as from SQL: in the order asked, unknown ids left out', async () => {
    const ids = [7, 1_000_000, 1, 1501, 3];
    const fromMemory = new CatalogueReader(db);
    await fromMemory.warm();
    const fromSql = new CatalogueReader(db, { maxInMemory: 0 });
    const answers = await Promise.all([fromMemory.getMany(ids), fromSql.getMany(ids)]);
    expect(answers[0].map((product) => product.id)).toEqual([7, 1, 1501, 3]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0][0]).toEqual(await catalogueRepository(db).get(7));
  });

  it('counts a search once per catalogue version on the SQL path: other pages and orders reuse the count', async () => {
    const db2 = counting(db);
    const reader = new CatalogueReader(db2, { maxInMemory: 0 });
    await reader.warm();
    const sql = sqlSearch(db);
    const search = { search: 'classic', category: 'jewelery', limit: 5 };
    const first = await reader.list({ ...search, order: 'price-low-high' });
    expect(first.total).toBeGreaterThan(10);
    const counts = () => db2.queries.filter((text) => text.includes('count(*)'));
    db2.queries.length = 0;
    // Another page, each other order, and past the last match: the same count, no counting again.
    const queries: ProductQuery[] = [
      ...PRODUCT_ORDERS.map((order) => ({ ...search, order, offset: 5 })),
      { ...search, offset: 5_000 },
    ];
    for (const query of queries) expect(await reader.list(query)).toEqual(await sql.list({ ...query, exact: true }));
    expect(db2.queries.length).toBeGreaterThan(0);
    expect(counts()).toEqual([]);
    // An import starts the next version: its searches are counted anew.
    const ring = (await sql.list({ ...search, limit: 1 })).products[0]!;
    expect((await importProducts(db, [{ ...copyOf(ring), id: 950_000 }])).rejected).toEqual([]);
    await reader.warm();
    expect((await reader.list({ ...search, order: 'rating' })).total).toBe(first.total + 1);
  });

  it('keeps a catalogue larger than its limit in the database, answering from SQL', async () => {
    const db2 = counting(db);
    const reader = new CatalogueReader(db2, { maxInMemory: 10 });
    await reader.warm();
    db2.queries.length = 0;
    expect((await reader.get(5))?.id).toBe(5);
    expect(db2.queries.some((sql) => sql.includes('WHERE id = ANY($1::int[])'))).toBe(true);
    // Its answers are still cached per catalogue version: the same generation until an import.
    const generation = await reader.generation();
    expect(generation).toBeDefined();
    expect(await reader.generation()).toBe(generation);
    const five = (await catalogueRepository(db).get(5))!;
    await importProducts(db, [{ ...five, title: `${five.title} (again)` }]);
    const next = await reader.generation();
    expect(next === undefined || next !== generation).toBe(true);
    await reader.warm();
    expect(await reader.generation()).not.toBe(generation);
  });
});

describe('search that understands typos', () => {
  it('answers a search that finds nothing for its closest spelling, and names the correction', async () => {
    const reader = new CatalogueReader(db);
    await reader.warm();
    const meant = await reader.list({ search: 'headphones' });
    expect(meant.total).toBeGreaterThan(0);
    // One edit for 4 to 7 letters, two from 8: a missing letter, a swapped pair, two slips.
    for (const typo of ['hedphones', 'haedphones', 'headfones']) {
      const page = await reader.list({ search: typo });
      expect({ typo, ids: page.products.map((p) => p.id) }).toEqual({ typo, ids: meant.products.map((p) => p.id) });
      const facets = await reader.facets({ search: typo });
      expect(facets.correction).toEqual({ query: 'headphones', original: typo });
      expect(facets.total).toBe(meant.total);
    }
    expect((await reader.list({ search: 'jewlery' })).total).toBe((await reader.list({ search: 'jewelery' })).total);
    // The shopper's own spelling, when asked for, finds what it finds: nothing.
    expect((await reader.list({ search: 'hedphones', exact: true })).total).toBe(0);
    expect((await reader.facets({ search: 'hedphones', exact: true })).correction).toBeNull();
    // Short words are not guessed at, and a word the catalogue knows is never replaced.
    expect((await reader.facets({ search: 'hx' })).correction).toBeNull();
    expect((await reader.facets({ search: 'headphones', category: 'jewelery' })).correction).toBeNull();
  });

  it('answers a search that finds very little for a spelling that finds many times more, and says so', async () => {
    const fresh = await openTestDatabase();
    try {
      await seedDemoCatalogue(fresh);
      await generateCatalogue(fresh, 400);
      const product = {
        price: 30,
        category: 'electronics',
        image: '/catalog/images/x.svg',
        rating: { rate: 4, count: 3 },
      };
      await importProducts(fresh, [
        // A slip only a description repeats, beside a word many titles hold.
        { ...product, id: 5001, title: 'Studio Monitor Arm', description: 'The hook holds your hedphones.' },
        // A rare real word in one title, and a near spelling in one description: neither wins over the other.
        { ...product, id: 5002, title: 'Quasar Desk Lamp', description: 'A warm light.' },
        { ...product, id: 5003, title: 'Reading Light', description: 'Brushed quasor finish.' },
      ]);
      const reader = new CatalogueReader(fresh);
      await reader.warm();
      const meant = await reader.list({ search: 'headphones' });
      expect(meant.total).toBeGreaterThanOrEqual(CORRECTION_GAIN);
      const exact = await reader.list({ search: 'hedphones', exact: true });
      expect(exact.total).toBe(1);
      expect(exact.total).toBeLessThanOrEqual(FEW_RESULTS);
      const page = await reader.list({ search: 'hedphones' });
      expect(page.products.map((p) => p.id)).toEqual(meant.products.map((p) => p.id));
      const facets = await reader.facets({ search: 'hedphones' });
      expect(facets.correction).toEqual({ query: 'headphones', original: 'hedphones' });
      expect(facets.total).toBe(meant.total);
      // "quasar" finds one product, not CORRECTION_GAIN times the one "quasor" finds: the shopper's word stands.
      expect((await reader.list({ search: 'quasor' })).products.map((p) => p.id)).toEqual([5003]);
      expect((await reader.facets({ search: 'quasor' })).correction).toBeNull();
      // A word some title holds is never replaced, however little it finds.
      expect((await reader.facets({ search: 'quasar' })).correction).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it('suggests products whose titles hold the text first, correcting a typo, and categories in every language', async () => {
    const reader = new CatalogueReader(db);
    await reader.warm();
    const typed = await reader.suggest('hedphon');
    expect(typed.products.length).toBeGreaterThan(0);
    for (const product of typed.products) expect(product.title.toLowerCase()).toContain('headphon');
    const nordvik = await reader.suggest('Nordvik');
    expect(nordvik.products.length).toBe(8);
    expect(nordvik.query).toBe('Nordvik');
    expect((await reader.suggest('vêtements femme')).categories.map((c) => c.value)).toEqual(["women's clothing"]);
    expect(await reader.suggest('   ')).toEqual({ query: '   ', products: [], categories: [] });
  });
});
