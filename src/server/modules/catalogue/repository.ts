import type { Queryable } from '../../db/database';
import { bumpCatalogueVersion } from './catalogue-version';
import { PRODUCT_COLUMNS, PRODUCT_SELECT, type Product, type ProductRow, toProduct } from './product';
import {
  buildProductFilter,
  buildProductList,
  effectiveOrder,
  facetQueries,
  likePattern,
  pageOf,
  type ProductQuery,
  queryTokens,
  ranksByRelevance,
} from './product-query';
import { searchTokens } from './search-rank';
import { type SearchFacets, sortFacetCounts } from './search-terms';
import { FACET_PRICE_BANDS, FACET_RATING_FLOORS, type FacetCount } from '../../../core/contracts/search';

/** Rows per INSERT: 10 parameters each stays far below PostgreSQL's 65535-parameter limit. */
const UPSERT_BATCH = 500;

/** Below this many matches a list sorts them; from it on, it follows the order's index (see list). */
const FEW_MATCHES = 2_000;
/** The rows at the start of the id order a one-word suggestion looks through first (see suggestProducts). */
const SUGGEST_WINDOW = 2_000;

/**
 * Whether a search's matches lie together in its order: titles start with their brand, so a brand's
 * products sit side by side in a name order, and walking that order's index to them passes most of the
 * catalogue ("aurelo" from Z to A: 50 ms; sorting its 8,000 matches: 10).
 */
function foundTogetherByName(query: ProductQuery): boolean {
  const { order } = effectiveOrder(query);
  return queryTokens(query).length > 0 && (order === 'name-a-z' || order === 'name-z-a');
}

export interface ProductPage {
  products: Product[];
  total: number;
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

/**
 * All catalogue reads and writes. `fewMatches`: below it a list sorts its matches (FEW_MATCHES);
 * `suggestWindow`: the rows a one-word suggestion looks through first (SUGGEST_WINDOW, 0 for none). Tests
 * move them to take each way through list and suggestProducts over a small catalogue.
 */
export function catalogueRepository(db: Queryable, { fewMatches = FEW_MATCHES, suggestWindow = SUGGEST_WINDOW } = {}) {
  /** How many products the query matches (all of them without one). */
  async function count(query: ProductQuery = {}): Promise<number> {
    const { where, params } = buildProductFilter(query);
    const [row] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM products ${where}`, params);
    return row?.total ?? 0;
  }

  return {
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
     * `counts`: the counts known for this catalogue version. The count is most of a search's cost
     * ("modern" by price: 11 ms to count its 8,364 matches, 1.5 ms for the page), and the next page or
     * another order of the same search needs the same count.
     */
    async list(query: ProductQuery, counts?: MatchCounts): Promise<ProductPage> {
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
        (
          await db.query<ProductRow>(
            `SELECT ${PRODUCT_SELECT} FROM ${from} ORDER BY ${list.orderBy} LIMIT ${limit} OFFSET ${offset}`,
            list.params,
          )
        ).map(toProduct);
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
        return { products: rows.map(toProduct), total };
      }
      const total = await counted();
      if (total <= offset) return { products: [], total };
      return { products: await page(total < fewMatches ? sortedMatches : `products ${list.where}`), total };
    },

    /** The facet counts of a query, by the same rules as CatalogueIndex.facets (a test compares both). */
    async facets(query: ProductQuery): Promise<SearchFacets> {
      const without = facetQueries(query);
      const filtered = (part: ProductQuery, select: string, rest = '') => {
        const { where, params } = buildProductFilter(part);
        return db.query<Record<string, number | string>>(`SELECT ${select} FROM products ${where} ${rest}`, params);
      };
      const bands = FACET_PRICE_BANDS.map(
        (band, i) =>
          `count(*) FILTER (WHERE price_cents BETWEEN ${band.min * 100} AND ${band.max * 100})::int AS b${i}`,
      );
      const floors = FACET_RATING_FLOORS.map(
        (floor, i) => `count(*) FILTER (WHERE floor(shown_rating_rate) >= ${floor})::int AS f${i}`,
      );
      const [[total], brands, [prices], [ratings]] = await Promise.all([
        filtered(query, 'count(*)::int AS total'),
        filtered(
          without.brands,
          '(array_agg(facet_brand ORDER BY id))[1] AS value, count(*)::int AS count',
          'GROUP BY lower(facet_brand)',
        ),
        filtered(without.price, bands.join(', ')),
        filtered(without.rating, floors.join(', ')),
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
     * Suggestions as CatalogueIndex.suggestProducts picks them: whole text in the title first, then the
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
        (await db.query<ProductRow>(`${sql} ORDER BY id LIMIT ${take}`, [...params, likePattern(term)])).map(toProduct);
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

    async categoryCounts(): Promise<FacetCount[]> {
      const rows = await db.query<{ value: string; count: number }>(
        'SELECT category AS value, count(*)::int AS count FROM products GROUP BY category ORDER BY min(id)',
      );
      return rows.map((row) => ({ value: row.value, count: Number(row.count) }));
    },

    async get(id: number): Promise<Product | undefined> {
      const [row] = await db.query<ProductRow>(`SELECT ${PRODUCT_SELECT} FROM products WHERE id = $1`, [id]);
      return row && toProduct(row);
    },

    async getMany(ids: readonly number[]): Promise<Map<number, Product>> {
      if (ids.length === 0) return new Map();
      const rows = await db.query<ProductRow>(`SELECT ${PRODUCT_SELECT} FROM products WHERE id = ANY($1::int[])`, [
        ids,
      ]);
      return new Map(rows.map((row) => [row.id, toProduct(row)]));
    },

    async exists(id: number): Promise<boolean> {
      return (await db.query('SELECT 1 FROM products WHERE id = $1', [id])).length > 0;
    },

    async categories(): Promise<string[]> {
      const rows = await db.query<{ category: string }>(
        'SELECT category FROM products GROUP BY category ORDER BY min(id)',
      );
      return rows.map((row) => row.category);
    },

    /**
     * The shop's own visible reviews of a product (their number and star sum), which the shown rating
     * combines with the imported one; raises the catalogue version so every instance shows it.
     */
    async setReviewTotals(productId: number, count: number, starSum: number): Promise<void> {
      await db.query('UPDATE products SET review_count = $2, review_star_sum = $3 WHERE id = $1', [
        productId,
        count,
        starSum,
      ]);
      await bumpCatalogueVersion(db);
    },

    count,

    /**
     * Inserts or replaces products by id, several hundred rows a statement, and raises the
     * catalogue version (see catalogue-version) so every instance's in-memory copy is rebuilt.
     */
    async upsert(products: Product[]): Promise<void> {
      for (let start = 0; start < products.length; start += UPSERT_BATCH) {
        const batch = products.slice(start, start + UPSERT_BATCH);
        const params: unknown[] = [];
        const rows = batch.map((product) => {
          const values = [
            product.id,
            product.title,
            Math.round(product.price * 100),
            product.description,
            product.category,
            product.image,
            product.rating.rate,
            product.rating.count,
            product.listPrice === undefined ? null : Math.round(product.listPrice * 100),
            product.brand ?? null,
          ];
          const placeholders = values.map((value) => `$${params.push(value)}`);
          return `(${placeholders.join(', ')})`;
        });
        await db.query(
          `INSERT INTO products (${PRODUCT_COLUMNS}) VALUES ${rows.join(', ')}
           ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, price_cents = EXCLUDED.price_cents,
             description = EXCLUDED.description, category = EXCLUDED.category, image = EXCLUDED.image,
             rating_rate = EXCLUDED.rating_rate, rating_count = EXCLUDED.rating_count,
             list_price_cents = EXCLUDED.list_price_cents, brand = EXCLUDED.brand`,
          params,
        );
      }
      // After the rows: even outside a transaction, an instance seeing the new version sees them.
      if (products.length > 0) await bumpCatalogueVersion(db);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
