import { badRequest, notFound } from '../../http/errors';
import type { ProductLookup } from '../../context';
import type { Queryable } from '../../db/database';
import { defaultVariantOf, inCatalogue, variantBySku, type VariantLookup, type VariantStock } from '../catalogue';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { productIdNumber } from '../../../universal/contracts/product-id';

export const PRODUCT_NOT_FOUND = 'Product not found';
export const VARIANT_REQUIRED =
  'This product is sold in several variants (size, colour…): name the one you mean by its sku';

const notFoundProduct = () => notFound(PRODUCT_NOT_FOUND, ERROR_CODES.PRODUCT_NOT_FOUND);

/**
 * The product id in a body as the catalogue's number: a 400 for text that is not digits, a 404 for
 * digits that cannot be an id (0, a leading zero, past the column's range), like an unknown id.
 */
function productIdIn(raw: string): number {
  if (!/^\d+$/.test(raw)) {
    throw badRequest('Product id must be a string of digits', { productId: 'must be a string of digits' });
  }
  const id = productIdNumber(raw);
  if (id === undefined) throw notFoundProduct();
  return id;
}

/**
 * The id of an existing catalogue product, or a 400 (not digits) / 404 (no such product).
 * Checked before any write so an unknown product changes nothing.
 */
export async function existingProductId(catalogue: ProductLookup, raw: string): Promise<number> {
  const id = productIdIn(raw);
  if (!(await catalogue.exists(id))) throw notFoundProduct();
  return id;
}

/**
 * The id of a product the catalogue holds, on sale or taken off it, or a 400 / 404 as existingProductId:
 * what a shopper lets go of (a wish list's item) may be off sale.
 */
export async function heldProductId(db: Queryable, raw: string): Promise<number> {
  const id = productIdIn(raw);
  if (!(await inCatalogue(db, id))) throw notFoundProduct();
  return id;
}

/**
 * The variant a cart body names, with its units on hand: by `sku` (a 404 for a SKU the catalogue does
 * not sell, or one of another product than a `productId` beside it), or by `productId` alone for a
 * product that sells one variant (400 VARIANT_REQUIRED for one that sells several). `lookup.offSale`: a
 * product taken off sale is found too (a line is let go of, never added).
 */
export async function namedVariant(
  db: Queryable,
  body: { productId?: string; sku?: string },
  lookup: VariantLookup = {},
): Promise<VariantStock> {
  if (body.sku !== undefined) {
    const variant = await variantBySku(db, body.sku, lookup);
    if (!variant) throw notFoundProduct();
    if (body.productId !== undefined && productIdIn(body.productId) !== variant.productId) throw notFoundProduct();
    return variant;
  }
  if (body.productId === undefined) {
    throw badRequest('Name the item by its sku (or productId)', { sku: 'is required' });
  }
  const variant = await defaultVariantOf(db, productIdIn(body.productId), lookup);
  if (!variant) throw notFoundProduct();
  if (variant.variants > 1) throw badRequest(VARIANT_REQUIRED, undefined, ERROR_CODES.VARIANT_REQUIRED);
  return variant;
}
