import {
  MAX_BRANDS,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  PRODUCT_ORDERS,
  type ProductListParams,
  type ProductOrder,
} from '../../../shared/product-query';
import { relevanceSql, searchTokens } from './search-rank';

export { MAX_BRANDS, MAX_SEARCH_LENGTH, PRODUCT_ORDERS, type ProductOrder };
/** "Today's Deals": rated 4 or more, and really priced below the product's own list price. */
const DEALS_MIN_RATING = 4;
/** "Prime": $100 or less. */
const PRIME_MAX_CENTS = 10_000;

export interface ProductQuery extends ProductListParams {
  /** FakeStore's sort: by id ascending or descending. Ignored when `order` is given. */
  sort?: 'asc' | 'desc';
}

export const ORDER_BY: Record<ProductOrder, string> = {
  featured: 'id ASC',
  'price-low-high': 'price_cents ASC, id ASC',
  'price-high-low': 'price_cents DESC, id ASC',
  rating: 'shown_rating_rate DESC, shown_rating_count DESC, id ASC',
  'name-a-z': 'title ASC, id ASC',
  'name-z-a': 'title DESC, id ASC',
};

/** What the numeric orders compare (see ORDER_COMPARE). */
export interface OrderRow {
  id: number;
  priceCents: number;
  rate: number;
  ratingCount: number;
}

/**
 * The orders that need no collation, as comparisons of in-memory rows: the same rules as
 * ORDER_BY above (a test compares both). The name orders come from the database's own sort.
 */
export const ORDER_COMPARE: Partial<Record<ProductOrder, (a: OrderRow, b: OrderRow) => number>> = {
  featured: (a, b) => a.id - b.id,
  'price-low-high': (a, b) => a.priceCents - b.priceCents || a.id - b.id,
  'price-high-low': (a, b) => b.priceCents - a.priceCents || a.id - b.id,
  rating: (a, b) => b.rate - a.rate || b.ratingCount - a.ratingCount || a.id - b.id,
};

/** What a filter looks at, as the database computes it (lower() comes from SQL). */
export interface FilterRow {
  categoryLc: string;
  titleLc: string;
  /** lower(facet_brand): the brand field, else the title's first word (migration 015). */
  brandLc: string;
  priceCents: number;
  /** The real list price, or null when the catalogue has none. */
  listPriceCents: number | null;
  rate: number;
}

export type Param = (value: unknown) => string;

/** One filter rule, as SQL and as the same test on an in-memory row (see catalogue-index). */
export interface ProductCondition {
  sql: (param: Param) => string;
  test: (row: FilterRow) => boolean;
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likePattern(lowerText: string): string {
  return `%${lowerText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The search as the text it must contain (lowercased), or undefined for no search. */
export function searchTerm(query: ProductQuery): string | undefined {
  const search = query.search?.trim();
  return search ? search.toLowerCase() : undefined;
}

/**
 * The spec's filter rules except search, each written once as SQL and once as a row test, side by
 * side so they cannot drift apart (a test compares both over the same catalogue).
 */
export function productConditions(query: ProductQuery): ProductCondition[] {
  const conditions: ProductCondition[] = [];
  const category = query.category?.trim().toLowerCase();
  if (category)
    conditions.push({ sql: (p) => `lower(category) = ${p(category)}`, test: (r) => r.categoryLc === category });
  if (query.deals)
    conditions.push({
      sql: () => `shown_rating_rate >= ${DEALS_MIN_RATING} AND list_price_cents > price_cents`,
      test: (r) => r.rate >= DEALS_MIN_RATING && r.listPriceCents !== null && r.listPriceCents > r.priceCents,
    });
  if (query.prime)
    conditions.push({ sql: () => `price_cents <= ${PRIME_MAX_CENTS}`, test: (r) => r.priceCents <= PRIME_MAX_CENTS });
  if (query.minPrice !== undefined) {
    const cents = Math.round(query.minPrice * 100);
    conditions.push({ sql: (p) => `price_cents >= ${p(cents)}`, test: (r) => r.priceCents >= cents });
  }
  if (query.maxPrice !== undefined) {
    const cents = Math.round(query.maxPrice * 100);
    conditions.push({ sql: (p) => `price_cents <= ${p(cents)}`, test: (r) => r.priceCents <= cents });
  }
  if (query.minRating !== undefined) {
    const stars = query.minRating;
    conditions.push({
      sql: (p) => `floor(shown_rating_rate) >= ${p(stars)}`,
      test: (r) => Math.floor(r.rate) >= stars,
    });
  }
  const brands = (query.brands ?? []).map((brand) => brand.trim().toLowerCase()).filter(Boolean);
  if (brands.length > 0) {
    // The brands the Brands facet counts, matched whole: "Lumen" is not "Lumenara".
    conditions.push({
      sql: (p) => `lower(facet_brand) = ANY(${p(brands)}::text[])`,
      test: (r) => brands.includes(r.brandLc),
    });
  }
  return conditions;
}

/** The filters one facet counts under: all of the query's except that facet's own (standard faceting). */
export function facetQueries(query: ProductQuery): Record<'brands' | 'price' | 'rating', ProductQuery> {
  return {
    brands: { ...query, brands: undefined },
    price: { ...query, minPrice: undefined, maxPrice: undefined },
    rating: { ...query, minRating: undefined },
  };
}

/** The search's tokens (see searchTokens): a product's search text must hold every one. */
export function queryTokens(query: ProductQuery): string[] {
  return searchTokens(searchTerm(query));
}

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

function whereClause(query: ProductQuery, param: Param): string {
  const clauses: string[] = [];
  // search_text is lower() of title, description and category; its trigram index serves each LIKE.
  for (const token of queryTokens(query)) clauses.push(`search_text LIKE ${param(likePattern(token))}`);
  for (const condition of productConditions(query)) clauses.push(condition.sql(param));
  return clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
}

/** Builds the WHERE clause and parameters of a product query. */
export function buildProductFilter(query: ProductQuery): { where: string; params: unknown[] } {
  const { params, param } = parameterList();
  return { where: whereClause(query, param), params };
}

/** The WHERE and ORDER BY clauses of a product list, sharing one parameter list. */
export function buildProductList(query: ProductQuery): { where: string; orderBy: string; params: unknown[] } {
  const { params, param } = parameterList();
  const where = whereClause(query, param);
  const { order, reversed } = effectiveOrder(query);
  const orderBy = ranksByRelevance(query)
    ? `${relevanceSql(queryTokens(query), param)} DESC, id ASC`
    : reversed
      ? 'id DESC'
      : ORDER_BY[order];
  return { where, orderBy, params };
}

/** The order a query asks for: `order` wins over FakeStore's `sort`. */
export function effectiveOrder(query: ProductQuery): { order: ProductOrder; reversed: boolean } {
  if (query.order) return { order: query.order, reversed: false };
  return { order: 'featured', reversed: query.sort === 'desc' };
}

/** A search in "featured" order lists its most relevant products first (see search-rank). */
export function ranksByRelevance(query: ProductQuery): boolean {
  const { order, reversed } = effectiveOrder(query);
  return order === 'featured' && !reversed && queryTokens(query).length > 0;
}

export function pageOf(query: ProductQuery): { limit: number; offset: number } {
  return { limit: Math.min(query.limit ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE), offset: query.offset ?? 0 };
}
