import type { Locale } from './i18n/locale';

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
/** The most values of one option (sizes, colours) one query combines. */
export const MAX_OPTION_VALUES = 20;
/**
 * The options the list filters and counts by (the Size and Colour facets), by their key: a product
 * matches a chosen value when one of its variants has it.
 */
export const FACET_OPTIONS = ['size', 'colour'] as const;
export type FacetOption = (typeof FACET_OPTIONS)[number];
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
  /** Sizes (option values, as variants name them): a product with a variant of any of them. */
  size?: string[];
  /** Colours, likewise; with sizes too, one variant must have both. */
  colour?: string[];
  /** Only products with a variant in stock (and the chosen size and colour in stock). */
  inStock?: boolean;
  /** The language of the answer's titles, descriptions and option names (English when it has none). */
  lang?: Locale;
  order?: ProductOrder;
  limit?: number;
  offset?: number;
}
