import { badRequest } from '../../http/errors';
import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE } from '../../../core/pricing';
import { ERROR_CODES } from '../../../core/contracts/error-codes';
import type { CartChange } from './repository';

export const LINE_LIMIT_MESSAGE = `You can have at most ${MAX_QUANTITY_PER_LINE} of an item in your cart`;
export const CART_FULL_MESSAGE = `Your cart can hold at most ${MAX_CART_LINES} different items`;

/** A JSON whole number, or a 400 that names the field. */
export function wholeNumber(raw: unknown): number {
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw)) {
    throw badRequest('Quantity must be a whole number', { quantity: 'must be a whole number' });
  }
  return raw;
}

/** The amount an add may carry: 1 to MAX_QUANTITY_PER_LINE. */
export function addQuantity(raw: unknown): number {
  const quantity = wholeNumber(raw);
  if (quantity < 1) throw badRequest('Quantity must be at least 1', { quantity: 'must be at least 1' });
  if (quantity > MAX_QUANTITY_PER_LINE)
    throw badRequest(LINE_LIMIT_MESSAGE, { quantity: LINE_LIMIT_MESSAGE }, ERROR_CODES.CART_LINE_LIMIT);
  return quantity;
}

/** The quantity a line is set to: 0 or less removes it, above the maximum is refused. */
export function setQuantity(raw: unknown): number {
  const quantity = wholeNumber(raw);
  if (quantity > MAX_QUANTITY_PER_LINE)
    throw badRequest(LINE_LIMIT_MESSAGE, { quantity: LINE_LIMIT_MESSAGE }, ERROR_CODES.CART_LINE_LIMIT);
  return quantity;
}

/** A change the cart's limits refused becomes the 400 that names which limit. */
export function refuseUnless(change: CartChange): void {
  if (change === 'line-full') throw badRequest(LINE_LIMIT_MESSAGE, undefined, ERROR_CODES.CART_LINE_LIMIT);
  if (change === 'cart-full') throw badRequest(CART_FULL_MESSAGE, undefined, ERROR_CODES.CART_FULL);
}
