import type { Database } from '../../db/database';
import { openTestDatabase } from '../../test/test-database';
import { CatalogueReader } from './catalogue-reader';
import { catalogueSearch } from './search/catalogue-search';
import { sqlSearch } from './search/sql-search';
import { synonymRepository } from './synonyms';
import { foldForSearch } from '../../../universal/search-fold';

/** Issue 53 on the demo catalogue, through the real search of both engines. */
let db: Database;
let reader: CatalogueReader;
beforeAll(async () => {
  db = await openTestDatabase({ demoCatalogue: true });
  reader = new CatalogueReader(db);
  await reader.warm();
});
afterAll(async () => {
  await reader.close();
  await db.close();
});

/** The titles (in `lang`) each engine lists for a search. */
async function titles(search: string, lang: 'en' | 'fr' | 'ar' = 'en') {
  const memory = await reader.list({ search, lang });
  const sql = await catalogueSearch(sqlSearch(db), () => reader.synonyms()).find({ search, lang });
  expect(sql.products.map((product) => product.id).sort()).toEqual(memory.products.map((product) => product.id).sort());
  return memory.products.map((product) => foldForSearch(product.title));
}

describe('the searches issue 53 must answer', () => {
  it('"jean femme" finds women\'s jeans', async () => {
    const found = await titles('jean femme', 'fr');
    expect(found).toEqual(expect.arrayContaining([expect.stringMatching(/^jean .*liora/)]));
  });

  it('"robe rouge" finds a red dress, "robes rouges" too', async () => {
    expect(await titles('robe rouge', 'fr')).toContainEqual(expect.stringMatching(/^robe .*rouge/));
    expect(await titles('robes rouges', 'fr')).toContainEqual(expect.stringMatching(/^robe .*rouge/));
  });

  it('"bague or" finds gold rings', async () => {
    expect(await titles('bague or', 'fr')).toContainEqual(expect.stringMatching(/^bague .* or /));
  });

  it('"سماعة" finds the headphones, which the texts call "سماعات"', async () => {
    const found = await titles('سماعة', 'ar');
    expect(found.filter((title) => title.includes('سماعات')).length).toBeGreaterThanOrEqual(2);
  });

  it('"jeans" and "jean" find the same products (the demo\'s synonym group, and the plural rule)', async () => {
    expect((await titles('jeans')).sort()).toEqual((await titles('jean')).sort());
  });
});

describe("an owner's synonym group", () => {
  it('is searched by as soon as it is added, and no longer once removed', async () => {
    const synonyms = synonymRepository(db);
    expect(await titles('chandail')).toEqual([]);
    const group = await synonyms.add(['Chandail', 'cardigan'], undefined, new Date());
    const found = await titles('chandails');
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(await titles('cardigan'));
    expect(await synonyms.remove(group.id, undefined, new Date())).toBe(true);
    expect(await titles('chandail')).toEqual([]);
  });

  it('of a phrase finds what the phrase finds', async () => {
    const synonyms = synonymRepository(db);
    expect(await titles('cagoule')).toEqual([]);
    const hooded = await titles('sweat à capuche', 'fr');
    expect(hooded.length).toBeGreaterThan(0);
    const group = await synonyms.add(['cagoule', 'sweat  à capuche '], undefined, new Date());
    expect(await titles('cagoules', 'fr')).toEqual(hooded);
    await synonyms.remove(group.id, undefined, new Date());
  });
});

describe('a search that finds nothing', () => {
  it('answers with the nearest spelling, matching categories, popular products and whether filters emptied it', async () => {
    const facets = await reader.facets({ search: 'jewelery zzzqx', lang: 'en' });
    expect(facets.total).toBe(0);
    expect(facets.empty?.categories.map((category) => category.value)).toEqual(['jewelery']);
    expect(facets.empty?.popular.length).toBe(4);
    expect(facets.empty?.filtered).toBe(false);

    const typo = await reader.facets({ search: 'headphonez', minPrice: 900, lang: 'en' });
    expect(typo.total).toBe(0);
    expect(typo.empty?.filtered).toBe(false);
    expect(typo.empty?.didYouMean).toBe('headphones');

    const filtered = await reader.facets({ search: 'headphones', minPrice: 900 });
    expect(filtered.empty?.filtered).toBe(true);
    expect((await reader.facets({ search: 'headphones' })).empty).toBeUndefined();
  });
});
