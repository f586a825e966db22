import type { Queryable } from '../../../db/database';
import { PRODUCT_SELECT, type Product } from '../product';
import { inLanguageOf, type StoredOption, withDetail } from '../product-details';
import {
  effectiveOrder,
  FACET_OPTIONS,
  type FacetOption,
  facetQueries,
  PRODUCT_ORDERS,
  type ProductOrder,
  pageOf,
  type ProductQuery,
} from './product-query';
import { productConditions } from './rules';
import { ORDER_RULES } from './rules/orders';
import { priceBetween } from './rules/price-range';
import { starsAtLeast } from './rules/rating';
import { ranksByRelevance, relevanceRanker } from './rules/relevance';
import { queryClauses, queryTokens, searchTokens } from './rules/search-words';
import { variantTest } from './rules/variants';
import {
  optionFacet,
  type OptionValueTally,
  type ProductPage,
  type SearchEngine,
  type SearchFacets,
  sortFacetCounts,
} from './search-engine';
import { SearchIndex } from './search-index';
import { searchStem } from './search-forms';
import { VariantColumns, VARIANTS_TEXT } from './variant-columns';
import { type LoadedRow, ProductColumns } from './product-columns';
import { correctedSearch, hasLetter, wordsOf } from './spelling';
import { FACET_PRICE_BANDS, FACET_RATING_FLOORS, type FacetCount } from '../../../../universal/contracts/search';
import type { Locale } from '../../../../universal/i18n/locale';

/** A list with fewer matches than 1/SORT_BELOW of the catalogue sorts them; more, and it walks the order. */
const SORT_BELOW = 8;

/** Rows a loading query reads at a time. */
const LOAD_CHUNK = 5_000;

/**
 * Lets waiting I/O (requests, health checks) run between loading queries: the embedded engine
 * answers through promises alone, so without this the whole load would hold the event loop.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The variants of the products with ids in (after, last], as each product's one text (VARIANTS_TEXT). */
async function variantsBetween(db: Queryable, after: number, last: number): Promise<Map<number, string>> {
  const rows = await db.query<{ product_id: number; variants: string }>(
    `SELECT product_id, ${VARIANTS_TEXT} AS variants FROM product_variants
     WHERE product_id > $1 AND product_id <= $2 GROUP BY product_id`,
    [after, last],
  );
  return new Map(rows.map((row) => [row.product_id, row.variants]));
}

/** Ids in 'title ASC, id ASC' order, as runs of equal titles, read along the title index in chunks. */
async function nameOrder(db: Queryable, chunkSize: number): Promise<number[][]> {
  const runs: number[][] = [];
  let last: { title: string; id: number } | undefined;
  for (;;) {
    const chunk = await db.query<{ id: number; title: string }>(
      last
        ? `SELECT id, title FROM products WHERE (title, id) > ($1, $2) AND published ORDER BY title, id LIMIT ${chunkSize}`
        : `SELECT id, title FROM products WHERE published ORDER BY title, id LIMIT ${chunkSize}`,
      last ? [last.title, last.id] : [],
    );
    for (const row of chunk) {
      if (last?.title === row.title) runs[runs.length - 1]?.push(row.id);
      else runs.push([row.id]);
      last = row;
    }
    if (chunk.length < chunkSize) return runs;
    await yieldToEventLoop();
  }
}

/**
 * The whole catalogue in memory, answering exactly what the SQL engine answers (sql-search): filters by
 * the rules' in-memory tests (rules/), search as every token a substring of the database's own
 * search_text, a search's featured order by relevanceRanker (rules/relevance), numeric orders by the
 * order rules' comparisons and the name orders as the database sorted them (its collation, not
 * JavaScript's). A query lists the rows its search finds (the rarest token first, see SearchIndex),
 * keeps those its filters pass, then sorts the few by their place in the asked order or walks the order
 * for the many, keeping the page: under a millisecond for most queries over 100,000 products.
 */
export class CatalogueIndex {
  private words: Map<string, number> | undefined;
  private perCategory: readonly FacetCount[] | undefined;
  private readonly steps: Partial<Record<ProductOrder, Int32Array>> = {};
  readonly categories: string[];

  /** What a filter is shown of each product in turn (see ProductColumns.filterRow). */
  private readonly filterRow;

  private constructor(
    private readonly rows: ProductColumns,
    private readonly orders: Record<ProductOrder, Int32Array>,
    /** The rows' search texts (the database's search_text), indexed for substring search. */
    private readonly search: SearchIndex,
  ) {
    this.filterRow = rows.filterRow();
    // Categories in order of their first product, as `GROUP BY category ORDER BY min(id)` answers.
    this.categories = [...new Set(Array.from({ length: rows.size }, (_, position) => rows.categoryOf(position)))];
  }

  get size(): number {
    return this.rows.size;
  }

  /** Product ids in id order, a slice at a time (the sitemap's pages). */
  productIds(offset: number, limit: number): number[] {
    const ids: number[] = [];
    for (let position = offset; position < Math.min(this.rows.size, offset + limit); position += 1)
      ids.push(this.rows.id(position));
    return ids;
  }

  /**
   * Reads the catalogue in chunks (so other queries, health checks included, get turns on the
   * single-connection embedded engine), then builds each order: the numeric ones here, the name
   * orders from the database's title index (its collation, not JavaScript's).
   */
  static async load(db: Queryable, chunkSize = LOAD_CHUNK): Promise<CatalogueIndex> {
    const rows = new ProductColumns(new VariantColumns());
    const searchTexts: string[] = [];
    for (let after = 0; ;) {
      const chunk = await db.query<LoadedRow & { search_text: string }>(
        // The JSON columns as text: most rows share an option list and have no gallery or other texts, so
        // each distinct list is parsed once and the empty ones not at all.
        `SELECT ${PRODUCT_SELECT}, options::text AS options_json, NULLIF(images, '[]'::jsonb)::text AS images_json,
           NULLIF(texts, '{}'::jsonb)::text AS texts_json,
           NULLIF(seo, '{}'::jsonb)::text AS seo_json, search_text, lower(category) AS category_lc, title_lc,
           facet_brand, lower(facet_brand) AS brand_lc
         FROM products WHERE id > $1 AND published ORDER BY id LIMIT ${chunkSize}`,
        [after],
      );
      const last = chunk[chunk.length - 1]?.id ?? after;
      const variantRows = await variantsBetween(db, after, last);
      for (const row of chunk) {
        rows.add(row, variantRows.get(row.id));
        searchTexts.push(row.search_text);
      }
      if (chunk.length < chunkSize) break;
      after = last;
      await yieldToEventLoop();
    }
    rows.seal();
    const orderRows = Array.from({ length: rows.size }, (_, index) => ({
      index,
      id: rows.id(index),
      priceCents: rows.priceCentsOf(index),
      rate: rows.rate(index),
      ratingCount: rows.ratingCount(index),
    }));
    const orders = {} as Record<ProductOrder, Int32Array>;
    for (const order of PRODUCT_ORDERS) {
      const { compare } = ORDER_RULES[order];
      if (compare) orders[order] = Int32Array.from([...orderRows].sort(compare), (row) => row.index);
    }
    const byName = await nameOrder(db, chunkSize);
    const position = (id: number) => rows.positionOf(id) ?? 0;
    orders['name-a-z'] = Int32Array.from(byName.flat(), position);
    // 'title DESC, id ASC': the same runs of equal titles, last run first, ids still ascending within.
    orders['name-z-a'] = Int32Array.from([...byName].reverse().flat(), position);
    return new CatalogueIndex(rows, orders, SearchIndex.build(searchTexts));
  }

  /** One product as a single product's answer: with its options, variants and gallery, in `language`. */
  get(id: number, language?: Locale): Product | undefined {
    const position = this.rows.positionOf(id);
    return position === undefined
      ? undefined
      : withDetail(this.rows.product(position), this.rows.detail(position), language);
  }

  has(id: number): boolean {
    return this.rows.positionOf(id) !== undefined;
  }

  /**
   * Sets variants' units on hand as the stock feed read them (stock-feed.ts), and their products'
   * totals, without a rebuild; answers whether anything changed. A variant this copy does not hold
   * (imported since) waits for the rebuild its import causes.
   */
  patchStock(changes: readonly { sku: string; productId: number; stock: number }[]): boolean {
    let changed = false;
    for (const change of changes) {
      const position = this.rows.positionOf(change.productId);
      // Answers are made when asked for: the next one made has the new units and totals.
      if (position !== undefined && this.rows.variants.setStock(position, change.sku, change.stock)) changed = true;
    }
    return changed;
  }

  list(query: ProductQuery): ProductPage {
    if (ranksByRelevance(query)) return this.listByRelevance(query);
    const { limit, offset } = pageOf(query);
    const { order, reversed } = effectiveOrder(query);
    const permutation = this.orders[order];
    const count = permutation.length;
    const matched = this.matching(query);
    const total = matched?.length ?? count;
    const end = Math.min(total, offset + limit);
    const products: Product[] = [];
    /** The product at a step of the order read forwards. */
    const take = (step: number) => products.push(this.listed(permutation[step] as number, query.lang));
    if (!matched) {
      // Nothing to filter: the page is a slice of the order.
      for (let i = offset; i < end; i += 1) take(reversed ? count - 1 - i : i);
    } else if (total < count / SORT_BELOW) {
      // Few matches: their steps in the order, sorted, are the page's steps.
      const stepOf = this.stepsOf(order);
      const steps = Int32Array.from(matched, (position) => stepOf[position] as number).sort();
      for (let i = offset; i < end; i += 1) take(steps[reversed ? total - 1 - i : i] as number);
    } else {
      // Many: walk the order, counting matches until the page is full.
      const isMatch = new Uint8Array(count);
      for (const position of matched) isMatch[position] = 1;
      let seen = 0;
      for (let step = 0; step < count && seen < end; step += 1) {
        const forward = reversed ? count - 1 - step : step;
        if (isMatch[permutation[forward] as number] === 0) continue;
        if (seen >= offset) take(forward);
        seen += 1;
      }
    }
    return { products, total };
  }

  /** Where each row stands in an order (the order's inverse), made on the first query that needs it. */
  private stepsOf(order: ProductOrder): Int32Array {
    let steps = this.steps[order];
    if (!steps) {
      const permutation = this.orders[order];
      steps = new Int32Array(permutation.length);
      permutation.forEach((position, step) => {
        (steps as Int32Array)[position] = step;
      });
      this.steps[order] = steps;
    }
    return steps;
  }

  /**
   * A search's page in featured order: the matching rows grouped by rank, highest first, each group
   * in id order (the order the rows lie in), as `ORDER BY rank DESC, id ASC`.
   */
  private listByRelevance(query: ProductQuery): ProductPage {
    const { limit, offset } = pageOf(query);
    const rankOf = relevanceRanker(queryTokens(query));
    const matched = this.matching(query) ?? this.everyRow();
    const byRank = new Map<number, number[]>();
    for (const position of matched) {
      const rank = rankOf(this.rows.titleLc(position));
      const group = byRank.get(rank);
      if (group) group.push(position);
      else byRank.set(rank, [position]);
    }
    const products: Product[] = [];
    let skip = offset;
    for (const rank of [...byRank.keys()].sort((a, b) => b - a)) {
      const group = byRank.get(rank) as number[];
      if (skip >= group.length) {
        skip -= group.length;
        continue;
      }
      for (const position of group.slice(skip, skip + limit - products.length)) {
        products.push(this.listed(position, query.lang));
      }
      skip = 0;
      if (products.length >= limit) break;
    }
    return { products, total: matched.length };
  }

  /** A row as a list answers it: in `language` where the product has texts in it, else in English. */
  private listed(position: number, language: Locale | undefined): Product {
    return inLanguageOf(this.rows.product(position), this.rows.textsOf(position), language);
  }

  private everyRow(): Int32Array {
    return Int32Array.from({ length: this.rows.size }, (_, position) => position);
  }

  /**
   * The rows the query's search and filters match, ascending (the rows lie in id order); undefined
   * when the query filters nothing. The search's rows come first, so the filters test only those.
   */
  private matching(query: ProductQuery): Int32Array | undefined {
    const clauses = queryClauses(query);
    const tests = productConditions(query).map((condition) => condition.test);
    if (clauses.length === 0 && tests.length === 0) return undefined;
    const found = clauses.length === 0 ? this.everyRow() : this.search.rowsMatching(clauses);
    if (tests.length === 0) return found;
    // Filtered in place: `found` is this query's own array.
    let kept = 0;
    const row = this.filterRow;
    for (let i = 0; i < found.length; i += 1) {
      row.position = found[i] as number;
      if (tests.every((test) => test(row))) found[kept++] = row.position;
    }
    return found.subarray(0, kept);
  }

  /** Calls `visit` with the position of each row the query matches, in id order. */
  private eachMatch(query: ProductQuery, visit: (position: number) => void): void {
    const matched = this.matching(query);
    if (!matched) for (let position = 0; position < this.rows.size; position += 1) visit(position);
    else for (const position of matched) visit(position);
  }

  /** The facet counts of a query: each facet counted under every filter but its own (facetQueries). */
  facets(query: ProductQuery): SearchFacets {
    const without = facetQueries(query);
    let total = 0;
    this.eachMatch(query, () => {
      total += 1;
    });
    const brands = new Map<string, FacetCount>();
    this.eachMatch(without.brands, (position) => {
      const brand = this.rows.facetBrandOf(position);
      const counted = brands.get(brand.lc);
      if (counted) counted.count += 1;
      else brands.set(brand.lc, { value: brand.name, count: 1 });
    });
    const bandTests = FACET_PRICE_BANDS.map((band) => priceBetween(band.min * 100, band.max * 100).test);
    const priceBands = FACET_PRICE_BANDS.map((band) => ({ min: band.min, max: band.max, count: 0 }));
    const row = this.filterRow;
    this.eachMatch(without.price, (position) => {
      row.position = position;
      priceBands.forEach((band, i) => {
        if (bandTests[i]?.(row)) band.count += 1;
      });
    });
    const floorTests = FACET_RATING_FLOORS.map((floor) => starsAtLeast(floor).test);
    const ratingFloors = FACET_RATING_FLOORS.map((floor) => ({ floor, count: 0 }));
    this.eachMatch(without.rating, (position) => {
      row.position = position;
      ratingFloors.forEach((floor, i) => {
        if (floorTests[i]?.(row)) floor.count += 1;
      });
    });
    const options = FACET_OPTIONS.flatMap(
      (key) => optionFacet(key, this.optionTallies(without[key], key), query.lang) ?? [],
    );
    return { total, brands: sortFacetCounts([...brands.values()]), priceBands, ratingFloors, options };
  }

  /**
   * Each value of an option among the query's matches: the products with a variant of it that the
   * query's variant test passes (rules/variants), and the first of them's names for it.
   */
  private optionTallies(query: ProductQuery, key: FacetOption): OptionValueTally[] {
    const passes = variantTest(query)?.test;
    const tallies = new Map<string, OptionValueTally>();
    const counted = new Set<string>();
    this.eachMatch(query, (position) => {
      counted.clear();
      this.rows.variants.each(position, (options, stock) => {
        const value = options[key];
        if (value === undefined || counted.has(value) || (passes && !passes({ options, stock }))) return;
        counted.add(value);
        const tally = tallies.get(value);
        if (tally) tally.count += 1;
        else
          tallies.set(value, {
            value,
            count: 1,
            first: this.rows.id(position),
            ...storedNames(this.rows.options(position), key, value),
          });
      });
    });
    return [...tallies.values()];
  }

  /**
   * As-you-type suggestions among the products holding every word typed: those whose title holds the
   * whole text first (catalogue order), then the rest.
   */
  suggestProducts(term: string, limit: number, language?: Locale): Product[] {
    const hits = this.search.rowsContainingAll(searchTokens(term));
    const byTitle: number[] = [];
    const byText: number[] = [];
    for (let i = 0; i < hits.length && byTitle.length < limit; i += 1) {
      const position = hits[i] as number;
      if (this.rows.titleLc(position).includes(term)) byTitle.push(position);
      else if (byText.length < limit) byText.push(position);
    }
    return [...byTitle, ...byText].slice(0, limit).map((position) => this.listed(position, language));
  }

  /**
   * Products per category, in the categories' order: counted once per copy (every suggestion asks, and
   * counting 100,000 rows each time was nearly all of a suggestion's cost).
   */
  categoryCounts(): readonly FacetCount[] {
    if (this.perCategory) return this.perCategory;
    const counts = new Map<string, number>();
    for (let position = 0; position < this.rows.size; position += 1) {
      const category = this.rows.categoryOf(position);
      counts.set(category, (counts.get(category) ?? 0) + 1);
    }
    this.perCategory = [...counts.entries()].map(([value, count]) => ({ value, count }));
    return this.perCategory;
  }

  /**
   * The search the shopper most likely meant (correctedSearch over the vocabulary). A word some product's
   * search text holds is left alone, unless `titleWordsOnly`: then only the titles' and categories' words
   * (and the titles' other forms of a word) are trusted, so a slip that only a description repeats
   * ("hedphones") can still be corrected.
   */
  correctedSearch(term: string, options: { typing?: boolean; titleWordsOnly?: boolean } = {}): string | undefined {
    const vocabulary = this.vocabulary();
    const known = options.titleWordsOnly
      ? (word: string) => inTitleWord(searchStem(word), word, vocabulary)
      : (word: string) => this.search.contains(word);
    return correctedSearch(term, vocabulary, { typing: options.typing, known });
  }

  /**
   * Each word with a letter in the titles and categories, with how many products use it: what a typo is
   * corrected to (item numbers are left out: a number is not corrected, and there may be 100,000 of them).
   */
  vocabulary(): Map<string, number> {
    if (this.words) return this.words;
    const words = new Map<string, number>();
    for (let position = 0; position < this.rows.size; position += 1) {
      for (const word of new Set(wordsOf(`${this.rows.titleLc(position)} ${this.rows.categoryLc(position)}`))) {
        if (hasLetter(word)) words.set(word, (words.get(word) ?? 0) + 1);
      }
    }
    this.words = words;
    return words;
  }
}

/**
 * Whether another form of `word` is in a title (its stem, when it has one, inside a title word): "سماعة"
 * is no slip for "ساعة" when the titles say "سماعات". Read only when a search found very little.
 */
function inTitleWord(stem: string, word: string, vocabulary: ReadonlyMap<string, number>): boolean {
  if (stem === word) return false;
  for (const candidate of vocabulary.keys()) if (candidate.includes(stem)) return true;
  return false;
}

/** What a product's stored options call an option and one of its values (none when they do not list it). */
function storedNames(
  options: readonly StoredOption[],
  key: string,
  value: string,
): Pick<OptionValueTally, 'name' | 'label' | 'swatch'> {
  const option = options.find((candidate) => candidate.key === key);
  const stored = option?.values.find((candidate) => candidate.value === value);
  return {
    ...(option ? { name: option.name } : {}),
    ...(stored ? { label: stored.label } : {}),
    ...(stored?.swatch === undefined ? {} : { swatch: stored.swatch }),
  };
}

/** The in-memory engine: the search face over a loaded copy (made once per copy by CatalogueReader). */
export function memorySearch(index: CatalogueIndex): SearchEngine {
  return {
    name: 'memory',
    list: async (query) => index.list(query),
    facets: async (query) => index.facets(query),
    suggestProducts: async (term, limit, language) => index.suggestProducts(term, limit, language),
    correctedSearch: (term, options) => index.correctedSearch(term, options),
    categoryCounts: async () => index.categoryCounts(),
    categories: async () => index.categories,
    get: async (id, language) => index.get(id, language),
    getMany: async (ids, language) => ids.flatMap((id) => index.get(id, language) ?? []),
    exists: async (id) => index.has(id),
  };
}
