import type { Queryable } from '../../../db/database';
import { PRODUCT_SELECT, type Product, type ProductRow, toProduct, withVariantSummaries } from '../product';
import { catalogueRepository } from '../repository';
import { effectiveOrder, facetQueries, pageOf, type ProductQuery } from './product-query';
import { productConditions } from './rules';
import { ORDER_RULES, REVERSED_SQL } from './rules/orders';
import { priceBetween } from './rules/price-range';
import { starsAtLeast } from './rules/rating';
import { ranksByRelevance, relevanceSql } from './rules/relevance';
import type { Param } from './rules/rule';
import { likePattern, queryTokens, searchTokens, searchWordsSql } from './rules/search-words';
import { type ProductPage, type SearchEngine, type SearchFacets, sortFacetCounts } from './search-engine';
import { FACET_PRICE_BANDS, FACET_RATING_FLOORS, type FacetCount } from '../../../../core/contracts/search';

/** Below this many matches a list sorts them; from it on, it follows the order's index (see list). */
const FEW_MATCHES = 2_000;
/** The rows at the start of the id order a one-word suggestion looks through first (see suggestProducts). */
const SUGGEST_WINDOW = 2_000;

function parameterList(): { params: unknown[]; param: Param } {
  const params: unknown[] = [];
  return {
    params,
    param: (value) => {
      params.push(value);
      return `$${params.length}`;
    },
  };
}

/** The query's search words and filters as one WHERE clause (empty when it has none). */
function whereClause(query: ProductQuery, param: Param): string {
  // search_text is lower() of title, description and category; its trigram index serves each LIKE.
  const clauses = [
    ...searchWordsSql(queryTokens(query), param),
    ...productConditions(query).map((condition) => condition.sql(param)),
  ];
  return clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
}

/** Builds the WHERE clause and parameters of a product query. */
export function buildProductFilter(query: ProductQuery): { where: string; params: unknown[] } {
  const { params, param } = parameterList();
  return { where: whereClause(query, param), params };
}

/** The WHERE and ORDER BY clauses of a product list, sharing one parameter list. */
function buildProductList(query: ProductQuery): { where: string; orderBy: string; params: unknown[] } {
  const { params, param } = parameterList();
  const where = whereClause(query, param);
  const { order, reversed } = effectiveOrder(query);
  const orderBy = ranksByRelevance(query)
    ? `${relevanceSql(queryTokens(query), param)} DESC, id ASC`
    : reversed
      ? REVERSED_SQL
      : ORDER_RULES[order].sql;
  return { where, orderBy, params };
}

/**
 * Whether a search's matches lie together in its order: titles start with their brand, so a brand's
 * products sit side by side in a name order, and walking that order's index to them passes most of the
 * catalogue ("aurelo" from Z to A: 50 ms; sorting its 8,000 matches: 10).
 */
function foundTogetherByName(query: ProductQuery): boolean {
  const { order } = effectiveOrder(query);
  return queryTokens(query).length > 0 && (order === 'name-a-z' || order === 'name-z-a');
}

/**
 * Match counts already known, by filter (see matchCountKey), for answers that cannot change until the
 * catalogue's next version: the caller keys them on that version.
 */
export interface MatchCounts {
  get(key: string): number | undefined;
  set(key: string, total: number): void;
}

/** What a count depends on: the filter's SQL and its values, not the order or the page. */
function matchCountKey(query: ProductQuery): string {
  const { where, params } = buildProductFilter(query);
  return `${where}\n${JSON.stringify(params)}`;
}

export interface SqlSearchOptions {
  /** Below it a list sorts its matches (FEW_MATCHES). Tests move it to take each way through list. */
  fewMatches?: number;
  /** The rows a one-word suggestion looks through first (SUGGEST_WINDOW, 0 for none). */
  suggestWindow?: number;
  /** The match counts known for the catalogue's current version, if they are kept (see CatalogueReader). */
  counts?: () => MatchCounts | undefined;
}

/**
 * The SQL engine: each query answered by the database (for catalogues too large to hold in memory, and
 * while an instance builds its copy), by the rules' SQL halves (decision 0046 for the plans).
 */
export function sqlSearch(db: Queryable, options: SqlSearchOptions = {}): SearchEngine {
  const { fewMatches = FEW_MATCHES, suggestWindow = SUGGEST_WINDOW } = options;
  const repository = catalogueRepository(db);

  /** How many products the query matches. */
  async function count(query: ProductQuery): Promise<number> {
    const { where, params } = buildProductFilter(query);
    const [row] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM products ${where}`, params);
    return row?.total ?? 0;
  }

  return {
    name: 'sql',

    /**
     * A page and the count of every match. Counted first: with few matches the page is sorted from them
     * rather than found by walking the order's index, where the planner, guessing the matches far too
     * many ("modern" among the deals: 631 guessed, none there), read all 100,000 rows for an empty page.
     * So is a search in a name order, however many it finds (see foundTogetherByName), and a search in
     * relevance order, which has no index to walk: for these two the count comes with the page, from a
     * window over the same reading (one scan of the matches instead of two). The matches are
     * read in a subquery behind `OFFSET 0`, PostgreSQL's fence that keeps the planner from merging it
     * into the ordered walk (a MATERIALIZED CTE does too, but copies every matched row first: 48 ms
     * instead of 10 for a brand's 8,000 products).
     *
     * The counts known for this catalogue version (options.counts): the count is most of a search's cost
     * ("modern" by price: 11 ms to count its 8,364 matches, 1.5 ms for the page), and the next page or
     * another order of the same search needs the same count.
     */
    async list(query: ProductQuery): Promise<ProductPage> {
      const counts = options.counts?.();
      const list = buildProductList(query);
      const { limit, offset } = pageOf(query);
      const key = counts && matchCountKey(query);
      const known = key === undefined ? undefined : counts?.get(key);
      const counted = async () => {
        const total = known ?? (await count(query));
        if (key !== undefined) counts?.set(key, total);
        return total;
      };
      const sortedMatches = `(SELECT * FROM products ${list.where} OFFSET 0) AS products`;
      const page = async (from: string) =>
        withVariantSummaries(
          db,
          (
            await db.query<ProductRow>(
              `SELECT ${PRODUCT_SELECT} FROM ${from} ORDER BY ${list.orderBy} LIMIT ${limit} OFFSET ${offset}`,
              list.params,
            )
          ).map(toProduct),
        );
      if (ranksByRelevance(query) || foundTogetherByName(query)) {
        // Every match is sorted whatever their number: the count comes with the page, in one reading,
        // unless it is known.
        if (known !== undefined) return { products: known > offset ? await page(sortedMatches) : [], total: known };
        const rows = await db.query<ProductRow & { total: number }>(
          `SELECT ${PRODUCT_SELECT}, count(*) OVER ()::int AS total FROM ${sortedMatches}
           ORDER BY ${list.orderBy} LIMIT ${limit} OFFSET ${offset}`,
          list.params,
        );
        if (rows.length === 0 && offset > 0) return { products: [], total: await counted() };
        const total = rows[0]?.total ?? 0;
        if (key !== undefined) counts?.set(key, total);
        return { products: await withVariantSummaries(db, rows.map(toProduct)), total };
      }
      const total = await counted();
      if (total <= offset) return { products: [], total };
      return { products: await page(total < fewMatches ? sortedMatches : `products ${list.where}`), total };
    },

    /** The facet counts, the bands and floors by the price-range and rating rules' SQL. */
    async facets(query: ProductQuery): Promise<SearchFacets> {
      const without = facetQueries(query);
      const filtered = (part: ProductQuery, select: (param: Param) => string, rest = '') => {
        const { params, param } = parameterList();
        const where = whereClause(part, param);
        return db.query<Record<string, number | string>>(
          `SELECT ${select(param)} FROM products ${where} ${rest}`,
          params,
        );
      };
      const bands = (param: Param) =>
        FACET_PRICE_BANDS.map(
          (band, i) =>
            `count(*) FILTER (WHERE ${priceBetween(band.min * 100, band.max * 100).sql(param)})::int AS b${i}`,
        ).join(', ');
      const floors = (param: Param) =>
        FACET_RATING_FLOORS.map(
          (floor, i) => `count(*) FILTER (WHERE ${starsAtLeast(floor).sql(param)})::int AS f${i}`,
        ).join(', ');
      const [[total], brands, [prices], [ratings]] = await Promise.all([
        filtered(query, () => 'count(*)::int AS total'),
        filtered(
          without.brands,
          () => '(array_agg(facet_brand ORDER BY id))[1] AS value, count(*)::int AS count',
          'GROUP BY lower(facet_brand)',
        ),
        filtered(without.price, bands),
        filtered(without.rating, floors),
      ]);
      return {
        total: Number(total?.total ?? 0),
        brands: sortFacetCounts(brands.map((row) => ({ value: String(row.value), count: Number(row.count) }))),
        priceBands: FACET_PRICE_BANDS.map((band, i) => ({
          min: band.min,
          max: band.max,
          count: Number(prices?.[`b${i}`] ?? 0),
        })),
        ratingFloors: FACET_RATING_FLOORS.map((floor, i) => ({ floor, count: Number(ratings?.[`f${i}`] ?? 0) })),
      };
    },

    /**
     * Suggestions as the in-memory engine picks them: whole text in the title first, then the
     * rest, each in id order. A one-word text first looks through the start of the id order: finding the
     * limit of title matches there, those are the first in the whole order. Otherwise two reads that each
     * stop at the limit, rather than one ordering every match by "in the title": two typed letters match
     * most of the catalogue (44 ms for "he"; 0.1 ms).
     * The titles are found through their own trigram index (migration 020); the rest are sorted from
     * the search's matches (behind an OFFSET 0 fence, as in list), since walking the id order on the
     * planner's guess of what two words find together ("lumen marlow": 735 guessed, none there) read
     * the whole table.
     */
    async suggestProducts(term: string, limit: number): Promise<Product[]> {
      const { where, params } = buildProductFilter({ search: term });
      const pattern = `$${params.length + 1}`;
      const read = async (sql: string, take: number) =>
        withVariantSummaries(
          db,
          (await db.query<ProductRow>(`${sql} ORDER BY id LIMIT ${take}`, [...params, likePattern(term)])).map(
            toProduct,
          ),
        );
      if (suggestWindow > 0 && searchTokens(term).length === 1) {
        // The first title matches of a common word lie near the start of the id order: found among its
        // first rows, they are the answer ("smartwatch": 0.4 ms instead of sorting its 3,118 matches, 15 ms).
        const early = await read(
          `SELECT ${PRODUCT_SELECT} FROM (SELECT * FROM products ORDER BY id LIMIT ${suggestWindow}) AS products
           ${where} AND title_lc LIKE ${pattern}`,
          limit,
        );
        if (early.length === limit) return early;
      }
      const byTitle = await read(`SELECT ${PRODUCT_SELECT} FROM products ${where} AND title_lc LIKE ${pattern}`, limit);
      if (byTitle.length === limit) return byTitle;
      const byText = await read(
        `SELECT ${PRODUCT_SELECT} FROM (SELECT * FROM products ${where} OFFSET 0) AS products
         WHERE NOT title_lc LIKE ${pattern}`,
        limit - byTitle.length,
      );
      return [...byTitle, ...byText];
    },

    correctedSearch: () => undefined,

    async categoryCounts(): Promise<FacetCount[]> {
      const rows = await db.query<{ value: string; count: number }>(
        'SELECT category AS value, count(*)::int AS count FROM products GROUP BY category ORDER BY min(id)',
      );
      return rows.map((row) => ({ value: row.value, count: Number(row.count) }));
    },

    async categories(): Promise<string[]> {
      const rows = await db.query<{ category: string }>(
        'SELECT category FROM products GROUP BY category ORDER BY min(id)',
      );
      return rows.map((row) => row.category);
    },

    get: (id) => repository.get(id),

    async getMany(ids) {
      const found = await repository.getMany(ids);
      return ids.flatMap((id) => found.get(id) ?? []);
    },

    async exists(id: number): Promise<boolean> {
      return (await db.query('SELECT 1 FROM products WHERE id = $1', [id])).length > 0;
    },
  };
}
