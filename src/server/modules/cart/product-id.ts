import { badRequest, notFound } from '../../http/errors';
import type { ProductLookup } from '../../context';
import { ERROR_CODES } from '../../../core/contracts/error-codes';
import { productIdNumber } from '../../../core/contracts/product-id';

export const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * The id of an existing catalogue product, or a 400 (not digits) / 404 (no such product).
 * Checked before any write so an unknown product changes nothing.
 */
export async function existingProductId(catalogue: ProductLookup, raw: string): Promise<number> {
  if (!/^\d+$/.test(raw)) {
    throw badRequest('Product id must be a string of digits', { productId: 'must be a string of digits' });
  }
  // Digits that cannot be an id (0, a leading zero, past the column's range) name no product, like an unknown id.
  const id = productIdNumber(raw);
  if (id === undefined || !(await catalogue.exists(id)))
    throw notFound(PRODUCT_NOT_FOUND, ERROR_CODES.PRODUCT_NOT_FOUND);
  return id;
}
