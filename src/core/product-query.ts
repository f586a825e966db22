/**
 * The product-list query both sides speak: the storefront's parameters on top of FakeStore's
 * GET /catalog/products. The server validates and answers them; the product list builds them.
 */

/** The product-list orders of spec §2; featured keeps catalogue (id) order. */
export const PRODUCT_ORDERS = [
  'featured',
  'price-low-high',
  'price-high-low',
  'rating',
  'name-a-z',
  'name-z-a',
] as const;
export type ProductOrder = (typeof PRODUCT_ORDERS)[number];

/** The most brand keywords one query combines. */
export const MAX_BRANDS = 10;
export const MAX_SEARCH_LENGTH = 200;
/** The most products one page holds (also FakeStore's whole list when no limit is given). */
export const MAX_PAGE_SIZE = 1000;
/** Offsets are bounded so a hostile query cannot make the database walk an arbitrarily long list. */
export const MAX_OFFSET = 1_000_000;

export interface ProductListParams {
  search?: string;
  /** Search the shopper's own words, without typo correction ("Search instead for …"). */
  exact?: boolean;
  category?: string;
  deals?: boolean;
  prime?: boolean;
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  brands?: string[];
  order?: ProductOrder;
  limit?: number;
  offset?: number;
}
