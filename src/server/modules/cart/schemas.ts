import { badRequest, HttpError, outOfStock } from '../../http/errors';
import type { VariantStock } from '../catalogue';
import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE } from '../../../universal/pricing';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import type { CartChange } from './repository';

export const LINE_LIMIT_MESSAGE = `You can have at most ${MAX_QUANTITY_PER_LINE} of an item in your cart`;
export const CART_FULL_MESSAGE = `Your cart can hold at most ${MAX_CART_LINES} different items`;

/** What a shopper asking for more of a variant than one order may take is told (decision 0089). */
export const quantityLimitMessage = (limit: number) => `You can buy at most ${limit} of an item in one order`;

/**
 * QUANTITY_LIMIT with the limit beside the words, so the page says it in its own language. 400 from the cart
 * (the change asked for too much); checkout answers 409 for a line the cart held from before the limit.
 */
export const quantityLimited = (limit: number, status: 400 | 409 = 400) =>
  new HttpError(status, quantityLimitMessage(limit), { code: ERROR_CODES.QUANTITY_LIMIT, limit });

/** A JSON whole number, or a 400 that names the field. */
export function wholeNumber(raw: unknown): number {
  if (typeof raw !== 'number' || !Number.isSafeInteger(raw)) {
    throw badRequest('Quantity must be a whole number', { quantity: 'must be a whole number' });
  }
  return raw;
}

/**
 * The amount an add may carry: 1 to MAX_QUANTITY_PER_LINE (a malformed request, 400 CART_LINE_LIMIT on the
 * field), then at most `unitLimit`, the shop's units of a variant per order (QUANTITY_LIMIT).
 */
export function addQuantity(raw: unknown, unitLimit: number): number {
  const quantity = wholeNumber(raw);
  if (quantity < 1) throw badRequest('Quantity must be at least 1', { quantity: 'must be at least 1' });
  if (quantity > MAX_QUANTITY_PER_LINE)
    throw badRequest(LINE_LIMIT_MESSAGE, { quantity: LINE_LIMIT_MESSAGE }, ERROR_CODES.CART_LINE_LIMIT);
  if (quantity > unitLimit) throw quantityLimited(unitLimit);
  return quantity;
}

/** The quantity a line is set to: 0 or less removes it, above the maximum or the order's unit limit is refused. */
export function setQuantity(raw: unknown, unitLimit: number): number {
  const quantity = wholeNumber(raw);
  if (quantity > MAX_QUANTITY_PER_LINE)
    throw badRequest(LINE_LIMIT_MESSAGE, { quantity: LINE_LIMIT_MESSAGE }, ERROR_CODES.CART_LINE_LIMIT);
  if (quantity > unitLimit) throw quantityLimited(unitLimit);
  return quantity;
}

/** What a shopper is told when they ask for more of a variant than there is. */
export function stockMessage(available: number): string {
  return available > 0 ? `Only ${available} left of this item` : 'This item is out of stock';
}

/** 409 OUT_OF_STOCK for a line of `variant` that would pass the units on hand. */
export function notInStock(variant: VariantStock): Error {
  return outOfStock(stockMessage(variant.stock), [
    { sku: variant.sku, productId: String(variant.productId), available: variant.stock },
  ]);
}

/**
 * A change the cart's limits refused becomes the 400 that names which limit (a full line: the order's unit
 * limit, which the line may not pass), or the 409 that says how many units of `variant` there are.
 */
export function refuseUnless(change: CartChange, variant: VariantStock, unitLimit: number): void {
  if (change === 'line-full') throw quantityLimited(unitLimit);
  if (change === 'cart-full') throw badRequest(CART_FULL_MESSAGE, undefined, ERROR_CODES.CART_FULL);
  if (change === 'out-of-stock') throw notInStock(variant);
}
