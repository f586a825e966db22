/** The product-list orders of spec §2; featured keeps catalogue (id) order. */
export const PRODUCT_ORDERS = ['featured', 'price-low-high', 'price-high-low', 'rating', 'name-a-z', 'name-z-a'] as const;
export type ProductOrder = (typeof PRODUCT_ORDERS)[number];

export const MAX_PAGE_SIZE = 1000;
/** Offsets are bounded so a hostile query cannot make the database walk an arbitrarily long list. */
export const MAX_OFFSET = 1_000_000;
export const MAX_SEARCH_LENGTH = 200;
export const MAX_BRANDS = 10;

export interface ProductQuery {
  search?: string;
  category?: string;
  deals?: boolean;
  prime?: boolean;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  brands?: string[];
  order?: ProductOrder;
  /** FakeStore's sort: by id ascending or descending. Ignored when `order` is given. */
  sort?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
}

const ORDER_BY: Record<ProductOrder, string> = {
  featured: 'id ASC',
  'price-low-high': 'price_cents ASC, id ASC',
  'price-high-low': 'price_cents DESC, id ASC',
  rating: 'rating_rate DESC, rating_count DESC, id ASC',
  'name-a-z': 'title ASC, id ASC',
  'name-z-a': 'title DESC, id ASC',
};

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Builds the WHERE clause and parameters of a product query: the one home of the spec's filter rules. */
export function buildProductFilter(query: ProductQuery): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const search = query.search?.trim();
  if (search) conditions.push(`search_text LIKE ${param(likePattern(search))}`);
  const category = query.category?.trim();
  if (category) conditions.push(`lower(category) = ${param(category.toLowerCase())}`);
  if (query.deals) conditions.push('rating_rate >= 4');
  if (query.prime) conditions.push('price_cents <= 10000');
  if (query.minPrice !== undefined) conditions.push(`price_cents >= ${param(Math.round(query.minPrice * 100))}`);
  if (query.maxPrice !== undefined) conditions.push(`price_cents <= ${param(Math.round(query.maxPrice * 100))}`);
  if (query.minRating !== undefined) conditions.push(`floor(rating_rate) >= ${param(query.minRating)}`);
  const brands = (query.brands ?? []).map((brand) => brand.trim()).filter(Boolean);
  if (brands.length > 0) {
    conditions.push(`(${brands.map((brand) => `lower(title) LIKE ${param(likePattern(brand))}`).join(' OR ')})`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export function orderByClause(query: ProductQuery): string {
  if (query.order) return ORDER_BY[query.order];
  return query.sort === 'desc' ? 'id DESC' : 'id ASC';
}
