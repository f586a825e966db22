import { Type } from '@fastify/type-provider-typebox';
import { badRequest, notFound } from '../../http/errors';
import { catalogueRepository } from '../catalogue';
import type { Queryable } from '../../db/database';
import { ERROR_CODES } from '../../../shared/contracts/error-codes';

/** Cart and wish-list bodies name a product by its id as a string of digits (spec §5). */
export const ProductIdField = Type.String({
  maxLength: 32,
  description: 'Catalogue product id, a string of digits',
  examples: ['7'],
});

export const PRODUCT_NOT_FOUND = 'Product not found';

/** Product ids are positive 32-bit integers in the database; a longer digit string cannot name one. */
const MAX_PRODUCT_ID = 2_147_483_647;

/**
 * The id of an existing catalogue product, or a 400 (not digits) / 404 (no such product).
 * Checked before any write so an unknown product changes nothing.
 */
export async function existingProductId(db: Queryable, raw: string): Promise<number> {
  if (!/^\d+$/.test(raw)) {
    throw badRequest('Product id must be a string of digits', { productId: 'must be a string of digits' });
  }
  const id = Number(raw);
  if (id < 1 || id > MAX_PRODUCT_ID || !(await catalogueRepository(db).exists(id)))
    throw notFound(PRODUCT_NOT_FOUND, ERROR_CODES.PRODUCT_NOT_FOUND);
  return id;
}
