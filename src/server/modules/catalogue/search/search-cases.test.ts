import type { Database } from '../../../db/database';
import { openTestDatabase } from '../../../test/test-database';
import { catalogueRepository } from '../repository';
import { type CatalogueSearch, catalogueSearch } from './catalogue-search';
import { FIXTURE_CATALOGUE } from './fixture-catalogue';
import { CatalogueIndex, memorySearch } from './memory-search';
import type { SearchCase } from './rules/rule';
import { SEARCH_CASES } from './search-cases';
import { sqlSearch } from './sql-search';
import type { FacetsResponse } from '../../../../universal/contracts/search';

/**
 * The shared table of cases (search-cases.ts), run on each engine over the fixture catalogue: the
 * in-memory engine, and the SQL engine both ways it reads a page (sorting the counted matches, and
 * walking the order's index from FEW_MATCHES on, here from 0). Each case runs through the search face
 * the shop answers with, spelling correction included.
 */
let db: Database;
const engines: Record<string, CatalogueSearch> = {};
beforeAll(async () => {
  db = await openTestDatabase();
  await catalogueRepository(db).upsert([...FIXTURE_CATALOGUE]);
  engines.memory = catalogueSearch(memorySearch(await CatalogueIndex.load(db)));
  engines.sql = catalogueSearch(sqlSearch(db));
  engines['sql walking the order'] = catalogueSearch(sqlSearch(db, { fewMatches: 0 }));
});
afterAll(() => db.close());

const rows = SEARCH_CASES.flatMap(({ rule, cases }) => cases.map((searchCase) => ({ rule, searchCase })));

/** What an engine must answer: the case's ids, or its SQL ids (never paged) where SQL answers otherwise. */
function expected(engine: string, { ids, total, sqlIds }: SearchCase): { ids: number[]; total: number } {
  if (engine !== 'memory' && sqlIds) return { ids: sqlIds, total: sqlIds.length };
  return { ids, total: total ?? ids.length };
}

describe.each(['memory', 'sql', 'sql walking the order'])('the %s engine', (engine) => {
  it.each(rows)('$rule: $searchCase.name', async ({ searchCase }) => {
    const search = engines[engine] as CatalogueSearch;
    const page = await search.find(searchCase.query);
    const facets = await search.facets(searchCase.query);
    expect({ ids: page.products.map((product) => product.id), total: page.total }).toEqual(
      expected(engine, searchCase),
    );
    expect(facets.total).toBe(page.total);
  });
});

/** An empty result's help without its did-you-mean, which only the in-memory engine's vocabulary offers. */
const withoutSpelling = (facets: FacetsResponse) =>
  facets.empty ? { ...facets, empty: { ...facets.empty, didYouMean: null } } : facets;

it('counts the same facets on both engines for every case the engines answer alike', async () => {
  for (const { rule, searchCase } of rows.filter((row) => !row.searchCase.sqlIds)) {
    const [memory, sql] = (
      await Promise.all([
        (engines.memory as CatalogueSearch).facets(searchCase.query),
        (engines.sql as CatalogueSearch).facets(searchCase.query),
      ])
    ).map(withoutSpelling);
    expect({ rule, name: searchCase.name, facets: sql }).toEqual({ rule, name: searchCase.name, facets: memory });
  }
});

/** Each engine's search face, for the tests below. */
const eachEngine = ['memory', 'sql'] as const;

describe.each(eachEngine)('the Size and Colour facets on the %s engine', (engine) => {
  const facets = (query: Parameters<CatalogueSearch['facets']>[0]) =>
    (engines[engine] as CatalogueSearch).facets(query).then((answer) => answer.options);

  it('counts the products with a variant of each value, sizes in size order, colours most first', async () => {
    expect(await facets({})).toEqual([
      {
        key: 'size',
        name: 'Size',
        values: [
          { value: 'XS', label: 'XS', count: 1 },
          { value: 'S', label: 'S', count: 3 },
          { value: 'M', label: 'M', count: 4 },
          { value: 'L', label: 'L', count: 3 },
          { value: 'XL', label: 'XL', count: 1 },
        ],
      },
      {
        key: 'colour',
        name: 'Colour',
        values: [
          { value: 'black', label: 'Black', swatch: '#1b1b1b', count: 1 },
          { value: 'brown', label: 'Brown', swatch: '#6b4423', count: 1 },
          { value: 'camel', label: 'Camel', swatch: '#c19a6b', count: 1 },
          { value: 'navy', label: 'Navy', swatch: '#1f2a44', count: 1 },
          { value: 'olive', label: 'Olive', swatch: '#6b6b3a', count: 1 },
          { value: 'white', label: 'White', swatch: '#f4f4f0', count: 1 },
        ],
      },
    ]);
  });

  it('counts only variants in stock with "In stock only", and leaves out values sold out everywhere', async () => {
    const [size, colour] = await facets({ inStock: true });
    expect(size?.values.map(({ value, count }) => [value, count])).toEqual([
      ['XS', 1],
      ['S', 1],
      ['M', 3],
      ['L', 2],
    ]);
    expect(colour?.values.map(({ value, count }) => [value, count])).toEqual([
      ['camel', 1],
      ['navy', 1],
      ['olive', 1],
      ['white', 1],
    ]);
  });

  it("counts each under the other's choice, in the shopper's language", async () => {
    const [size, colour] = await facets({ size: ['M'], inStock: true, lang: 'fr' });
    // Size is counted without its own choice; Colour among the variants in M that are in stock.
    expect(size?.name).toBe('Taille');
    expect(size?.values.find((value) => value.value === 'L')?.count).toBe(2);
    expect(colour).toEqual({
      key: 'colour',
      name: 'Couleur',
      values: [
        { value: 'camel', label: 'Camel', swatch: '#c19a6b', count: 1 },
        { value: 'olive', label: 'Olive', swatch: '#6b6b3a', count: 1 },
      ],
    });
    expect((await facets({ colour: ['navy'], lang: 'ar' }))[0]).toEqual({
      key: 'size',
      name: 'المقاس',
      values: [
        { value: 'M', label: 'M', count: 1 },
        { value: 'L', label: 'L', count: 1 },
      ],
    });
  });

  it('has no option facet the matches do not have', async () => {
    expect(await facets({ category: 'jewelery' })).toEqual([]);
  });
});

describe.each(eachEngine)("answers in the shopper's language on the %s engine", (engine) => {
  const search = () => engines[engine] as CatalogueSearch;

  it('lists titles and descriptions in the language asked, English where a product has none', async () => {
    const texts = async (query: Parameters<CatalogueSearch['find']>[0]) =>
      (await search().find(query)).products.map(({ id, title, description }) => ({ id, title, description }));
    expect(await texts({ search: 'robe', lang: 'fr' })).toEqual([
      { id: 12, title: 'Robe-manteau en laine', description: 'Chaude, doublée.' },
    ]);
    expect(await texts({ search: 'robe', lang: 'es' })).toEqual([
      { id: 12, title: 'Vestido abrigo de lana', description: 'Abrigado, forrado.' },
    ]);
    expect(await texts({ search: 'robe' })).toEqual([
      { id: 12, title: "Women's Wool Coat", description: 'Warm, lined.' },
    ]);
    expect(await texts({ search: 'headphones', lang: 'es', order: 'price-low-high' })).toEqual([
      { id: 7, title: 'Auriculares inalámbricos', description: 'De diadema, 30 horas.' },
      { id: 8, title: 'Headphones Stand', description: 'Holds your headphones.' },
    ]);
  });

  it('answers a product by id in the language, option names and labels too', async () => {
    const product = await search().engine.get(7, 'ar');
    expect(product?.title).toBe('سماعات رأس لاسلكية');
    expect(product?.description).toBe('سماعة فوق الأذن، 30 ساعة.');
    expect(product?.options).toEqual([
      {
        key: 'colour',
        name: 'اللون',
        values: [
          { value: 'black', label: 'أسود', swatch: '#1b1b1b' },
          { value: 'white', label: 'أبيض', swatch: '#f4f4f0' },
        ],
      },
    ]);
    expect((await search().engine.get(7))?.title).toBe('Wireless Headphones');
    expect((await search().engine.getMany([8, 16], 'fr')).map((p) => p.title)).toEqual([
      'Support pour écouteurs et casques',
      'Leather Wallet',
    ]);
  });

  it('suggests products by their name in the language, found in any', async () => {
    const titles = async (text: string, lang?: 'ar' | 'fr') =>
      (await search().suggest(text, lang)).products.map((product) => product.title);
    expect(await titles('سماعات', 'ar')).toEqual(['سماعات رأس لاسلكية', 'حامل السماعات']);
    expect(await titles('wireless', 'fr')).toEqual(['Casque sans fil']);
    expect(await titles('ecouteurs', 'fr')).toEqual(['Support pour écouteurs et casques']);
    expect(await titles('ecouteurs')).toEqual(['Headphones Stand']);
  });
});
