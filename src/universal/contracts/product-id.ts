import { Type } from 'typebox';

/** The products table's id is a positive PostgreSQL integer. */
export const MAX_PRODUCT_ID = 2_147_483_647;

/** A product id as the API writes it: digits, no sign, no leading zero (one URL per product). */
export const PRODUCT_ID_PATTERN = '^[1-9][0-9]{0,9}$';
const PRODUCT_ID = new RegExp(PRODUCT_ID_PATTERN);

/** A product id in answers, paths and operator input (spec §3: a string of digits). */
export const ProductIdSchema = Type.String({
  pattern: PRODUCT_ID_PATTERN,
  description: 'Catalogue product id: a positive whole number written in digits',
  examples: ['7'],
});

/** The id a text names, or undefined when it cannot name a product. The one product-id rule. */
export function productIdNumber(raw: string): number | undefined {
  if (!PRODUCT_ID.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_PRODUCT_ID ? id : undefined;
}

/**
 * Most products one `GET /catalog/products/by-id` answers: a full wish list (MAX_WISHLIST_ITEMS) in one
 * request. Longer lists are asked in several.
 */
export const MAX_PRODUCTS_BY_ID = 200;

/** A comma-separated list of 1 to MAX_PRODUCTS_BY_ID product ids, as `?ids=` takes it. */
export const PRODUCT_ID_LIST_PATTERN = `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${MAX_PRODUCTS_BY_ID - 1}}$`;
