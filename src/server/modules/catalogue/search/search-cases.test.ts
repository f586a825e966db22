import type { Database } from '../../../db/database';
import { openTestDatabase } from '../../../test/test-database';
import { catalogueRepository } from '../repository';
import { type CatalogueSearch, catalogueSearch } from './catalogue-search';
import { FIXTURE_CATALOGUE } from './fixture-catalogue';
import { CatalogueIndex, memorySearch } from './memory-search';
import type { SearchCase } from './rules/rule';
import { SEARCH_CASES } from './search-cases';
import { sqlSearch } from './sql-search';

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

it('counts the same facets on both engines for every case the engines answer alike', async () => {
  for (const { rule, searchCase } of rows.filter((row) => !row.searchCase.sqlIds)) {
    const [memory, sql] = await Promise.all([
      (engines.memory as CatalogueSearch).facets(searchCase.query),
      (engines.sql as CatalogueSearch).facets(searchCase.query),
    ]);
    expect({ rule, name: searchCase.name, facets: sql }).toEqual({ rule, name: searchCase.name, facets: memory });
  }
});
