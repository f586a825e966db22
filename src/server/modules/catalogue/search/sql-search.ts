import type { Queryable } from '../../../db/database';
import { PRODUCT_SELECT, type Product, type ProductRow, toProduct, withVariantSummaries } from '../product';
import { catalogueRepository } from '../repository';
import {
  effectiveOrder,
  FACET_OPTIONS,
  type FacetOption,
  facetQueries,
  pageOf,
  type ProductQuery,
} from './product-query';
import { productConditions } from './rules';
import { ORDER_RULES, REVERSED_SQL } from './rules/orders';
import { priceBetween } from './rules/price-range';
import { starsAtLeast } from './rules/rating';
import { ranksByRelevance, relevanceSql } from './rules/relevance';
import type { Param } from './rules/rule';
import {
  clausesIdsSql,
  clauseStems,
  LISTED_SUFFIXES,
  likePattern,
  queryClauses,
  queryTokens,
  searchTextSql,
  searchWordsSql,
  TOKEN_WORDS_SQL,
  type SearchForm,
  type TokenWords,
} from './rules/search-words';
import { variantTest } from './rules/variants';
import {
  optionFacet,
  type OptionValueTally,
  type ProductPage,
  type SearchEngine,
  type SearchFacets,
  sortFacetCounts,
} from './search-engine';
import type { LanguageTexts } from '../product-details';
import { FACET_PRICE_BANDS, FACET_RATING_FLOORS, type FacetCount } from '../../../../universal/contracts/search';
import { DEFAULT_LOCALE, type Locale } from '../../../../universal/i18n/locale';

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

/** What every shopper's read of products asks: the product is on sale (decision 0127). */
const ON_SALE = 'published';

/**
 * The columns a read answers, with the title and description in `language` beside them where the
 * product has them (toProduct takes those instead of the English ones).
 */
function productSelect(language: Locale | undefined, param: Param): string {
  if (language === undefined || language === DEFAULT_LOCALE) return PRODUCT_SELECT;
  return `${PRODUCT_SELECT}, texts->${param(language)} AS texts_in`;
}

/**
 * The query's search words and filters as one WHERE clause (empty when it has none); `words`: the
 * tokens' words when read beforehand (tokenWords).
 */
function whereClause(query: ProductQuery, param: Param, words?: TokenWords, form?: SearchForm): string {
  // Each token through the word tables (migration 041, rules/search-words); a product taken off sale is
  // no match (decision 0127): nearly every row is on sale, so the condition moves no plan.
  const clauses = [
    ...searchWordsSql(queryClauses(query), param, words, form),
    ...productConditions(query).map((condition) => condition.sql(param)),
    ON_SALE,
  ];
  return `WHERE ${clauses.join(' AND ')}`;
}

/** Builds the WHERE clause and parameters of a product query. */
export function buildProductFilter(query: ProductQuery, words?: TokenWords): { where: string; params: unknown[] } {
  const { params, param } = parameterList();
  return { where: whereClause(query, param, words), params };
}

/** The columns, WHERE and ORDER BY clauses of a product list, sharing one parameter list. */
function buildProductList(
  query: ProductQuery,
  words: TokenWords | undefined,
  form?: SearchForm,
): { select: string; where: string; orderBy: string; params: unknown[] } {
  const { params, param } = parameterList();
  const select = productSelect(query.lang, param);
  const where = whereClause(query, param, words, form);
  const { order, reversed } = effectiveOrder(query);
  const orderBy = ranksByRelevance(query)
    ? `${relevanceSql(queryTokens(query), param)} DESC, id ASC`
    : reversed
      ? REVERSED_SQL
      : ORDER_RULES[order].sql;
  return { select, where, orderBy, params };
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

  /**
   * Each search token's words, read before the query that uses them (rules/search-words TokenWords):
   * one range of search_word_suffixes' key per token, LISTED_SUFFIXES at most.
   */
  async function tokenWords(tokens: readonly string[]): Promise<TokenWords | undefined> {
    if (tokens.length === 0) return undefined;
    const rows = await db.query<{ token: string; words: string[] | null; suffixes: number }>(TOKEN_WORDS_SQL, [tokens]);
    return new Map(
      rows.flatMap((row) => (Number(row.suffixes) > LISTED_SUFFIXES ? [] : [[row.token, row.words ?? []] as const])),
    );
  }

  /**
   * How many products the query matches: a search without filters counts its ids in product_words alone,
   * without reading their rows (a brand's 83,000 products at a million).
   */
  async function count(query: ProductQuery, words: TokenWords | undefined): Promise<number> {
    const clauses = queryClauses(query);
    if (clauses.length > 0 && productConditions(query).length === 0) {
      const { params, param } = parameterList();
      // The few products off sale through their own small index (migration 074), not every match's row.
      const [found] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM (${clausesIdsSql(clauses, param, words)}) AS found
         WHERE NOT EXISTS (SELECT 1 FROM products AS off WHERE off.id = found.product_id AND NOT off.published)`,
        params,
      );
      return found?.total ?? 0;
    }
    const { where, params } = buildProductFilter(query, words);
    const [row] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM products ${where}`, params);
    return row?.total ?? 0;
  }

  /**
   * Each value of an option among the query's matches, as the in-memory engine tallies it: the products
   * with a variant of it that the query's variant test passes, and the lowest of their ids with that
   * product's stored names for the option and the value.
   */
  async function tallyOption(
    query: ProductQuery,
    key: FacetOption,
    words: TokenWords | undefined,
  ): Promise<OptionValueTally[]> {
    const { params, param } = parameterList();
    const where = whereClause(query, param, words);
    const passes = variantTest(query);
    const k = param(key);
    const rows = await db.query<{
      value: string;
      count: number;
      first: number;
      name: LanguageTexts | null;
      label: LanguageTexts | null;
      swatch: string | null;
    }>(
      `WITH counted AS (
         SELECT v.options->>${k} AS value, count(DISTINCT v.product_id)::int AS count, min(v.product_id) AS first
         FROM product_variants v
         WHERE v.product_id IN (SELECT id FROM products ${where}) AND v.options->>${k} IS NOT NULL
           ${passes ? `AND ${passes.sql(param, 'v')}` : ''}
         GROUP BY 1
       )
       SELECT c.value, c.count, c.first, o.opt->'name' AS name, l.stored->'label' AS label,
         l.stored->>'swatch' AS swatch
       FROM counted c JOIN products p ON p.id = c.first
       LEFT JOIN LATERAL (
         SELECT opt FROM jsonb_array_elements(p.options) AS opt WHERE opt->>'key' = ${k} LIMIT 1
       ) o ON true
       LEFT JOIN LATERAL (
         SELECT stored FROM jsonb_array_elements(o.opt->'values') AS stored WHERE stored->>'value' = c.value LIMIT 1
       ) l ON true`,
      params,
    );
    return rows.map((row) => ({
      value: row.value,
      count: Number(row.count),
      first: Number(row.first),
      ...(row.name ? { name: row.name } : {}),
      ...(row.label ? { label: row.label } : {}),
      ...(row.swatch === null ? {} : { swatch: row.swatch }),
    }));
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
      const words = await tokenWords(clauseStems(queryClauses(query)));
      const list = buildProductList(query, words);
      const { limit, offset } = pageOf(query);
      const key = counts && matchCountKey(query);
      const known = key === undefined ? undefined : counts?.get(key);
      const counted = async () => {
        const total = known ?? (await count(query, words));
        if (key !== undefined) counts?.set(key, total);
        return total;
      };
      const sortedMatches = `(SELECT * FROM products ${list.where} OFFSET 0) AS products`;
      const page = async (from: string) =>
        withVariantSummaries(
          db,
          (
            await db.query<ProductRow>(
              `SELECT ${list.select} FROM ${from} ORDER BY ${list.orderBy} LIMIT ${limit} OFFSET ${offset}`,
              list.params,
            )
          ).map(toProduct),
        );
      if (ranksByRelevance(query) || foundTogetherByName(query)) {
        // Every match is sorted whatever their number: the count comes with the page, in one reading,
        // unless it is known.
        if (known !== undefined) return { products: known > offset ? await page(sortedMatches) : [], total: known };
        const rows = await db.query<ProductRow & { total: number }>(
          `SELECT ${list.select}, count(*) OVER ()::int AS total FROM ${sortedMatches}
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
      if (total < fewMatches) return { products: await page(sortedMatches), total };
      const walked = buildProductList(query, words, 'semi-join');
      const rows = await db.query<ProductRow>(
        `SELECT ${walked.select} FROM products ${walked.where} ORDER BY ${walked.orderBy} LIMIT ${limit} OFFSET ${offset}`,
        walked.params,
      );
      return { products: await withVariantSummaries(db, rows.map(toProduct)), total };
    },

    /** The facet counts, the bands and floors by the price-range and rating rules' SQL. */
    async facets(query: ProductQuery): Promise<SearchFacets> {
      const without = facetQueries(query);
      const words = await tokenWords(clauseStems(queryClauses(query)));
      const filtered = (part: ProductQuery, select: (param: Param) => string, rest = '') => {
        const { params, param } = parameterList();
        const where = whereClause(part, param, words);
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
      const [[total], brands, [prices], [ratings], ...optionTallies] = await Promise.all([
        filtered(query, () => 'count(*)::int AS total'),
        filtered(
          without.brands,
          () => '(array_agg(facet_brand ORDER BY id))[1] AS value, count(*)::int AS count',
          'GROUP BY lower(facet_brand)',
        ),
        filtered(without.price, bands),
        filtered(without.rating, floors),
        ...FACET_OPTIONS.map((key) => tallyOption(without[key], key, words)),
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
        options: FACET_OPTIONS.flatMap((key, i) => optionFacet(key, optionTallies[i] ?? [], query.lang) ?? []),
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
    async suggestProducts(term: string, limit: number, language?: Locale): Promise<Product[]> {
      const tokens = queryTokens({ search: term });
      const ordered = async (sql: string, params: unknown[], take: number) =>
        withVariantSummaries(
          db,
          (await db.query<ProductRow>(`${sql} ORDER BY id LIMIT ${take}`, params)).map(toProduct),
        );
      // The first rows in id order, their texts read (rows in hand: cheaper than looking each one up in
      // product_words, "he" is in a million texts): the first title matches and the first others found
      // there are the first in the whole order ("smartwatch": 0.4 ms instead of sorting its 3,118
      // matches, 15 ms; "nordvik ca", which no title holds, finds its others there).
      let early: { titles: Product[]; others: Product[] } = { titles: [], others: [] };
      if (suggestWindow > 0) {
        const { params, param } = parameterList();
        const inTitle = `title_lc LIKE ${param(likePattern(term))}`;
        const rows = await db.query<ProductRow & { in_title: boolean }>(
          `SELECT * FROM (
             SELECT ${productSelect(language, param)}, ${inTitle} AS in_title,
               row_number() OVER (PARTITION BY ${inTitle} ORDER BY id) AS nth
             FROM (SELECT * FROM products WHERE published ORDER BY id LIMIT ${suggestWindow}) AS products
             WHERE ${searchTextSql(tokens, param).join(' AND ')}
           ) AS early WHERE nth <= ${limit} ORDER BY id`,
          params,
        );
        const found = await withVariantSummaries(db, rows.map(toProduct));
        early = {
          titles: found.filter((_, i) => rows[i]?.in_title),
          others: found.filter((_, i) => !rows[i]?.in_title),
        };
        if (early.titles.length === limit) return early.titles;
      }
      // Titles holding the whole text through their trigram index, each such row's tokens checked in its
      // own text: the words of "aurelo he" share 83,000 products at a million, the titles a few thousand.
      // Behind the OFFSET 0 fence: walking the id order on the planner's guess read all million rows for
      // a text no title holds ("nordvik ca": 1 s).
      const titled = parameterList();
      const byTitle = await ordered(
        `SELECT ${productSelect(language, titled.param)} FROM (SELECT * FROM products
         WHERE ${[...searchTextSql(tokens, titled.param), `title_lc LIKE ${titled.param(likePattern(term))}`, ON_SALE].join(' AND ')}
         OFFSET 0) AS products`,
        titled.params,
        limit,
      );
      if (byTitle.length === limit) return byTitle;
      const wanted = limit - byTitle.length;
      if (early.others.length >= wanted) return [...byTitle, ...early.others.slice(0, wanted)];
      const words = await tokenWords(tokens);
      const { params, param } = parameterList();
      const where = whereClause({ search: term }, param, words);
      const pattern = param(likePattern(term));
      const byText = await ordered(
        `SELECT ${productSelect(language, param)} FROM (SELECT * FROM products ${where} OFFSET 0) AS products
         WHERE NOT title_lc LIKE ${pattern}`,
        params,
        wanted,
      );
      return [...byTitle, ...byText];
    },

    correctedSearch: () => undefined,

    async categoryCounts(): Promise<FacetCount[]> {
      const rows = await db.query<{ value: string; count: number }>(
        `SELECT category AS value, count(*)::int AS count FROM products WHERE ${ON_SALE} GROUP BY category ORDER BY min(id)`,
      );
      return rows.map((row) => ({ value: row.value, count: Number(row.count) }));
    },

    async categories(): Promise<string[]> {
      const rows = await db.query<{ category: string }>(
        `SELECT category FROM products WHERE ${ON_SALE} GROUP BY category ORDER BY min(id)`,
      );
      return rows.map((row) => row.category);
    },

    get: (id, language) => repository.get(id, language),

    async getMany(ids, language) {
      const found = await repository.getMany(ids, language);
      return ids.flatMap((id) => found.get(id) ?? []);
    },

    async exists(id: number): Promise<boolean> {
      return (await db.query(`SELECT 1 FROM products WHERE id = $1 AND ${ON_SALE}`, [id])).length > 0;
    },
  };
}
