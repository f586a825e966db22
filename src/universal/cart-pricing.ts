import type { CartPromotion } from './contracts/cart';
import { type PriceLine, subtotalOf } from './pricing';
import { type PromoTerms, promoDiscount } from './order-totals';
import { type PricedThing, type PriceBook, priceIn, promotionIn } from './settlement';

/** The cart priced in one currency, as checkout prices it there (minor units of book.currency). */
export interface CartPricing {
  book: PriceBook;
  /** Each line's unit price in the currency, priceIn its variant's. */
  lines: PriceLine[];
  /** The cart's promotion in the currency (its amounts converted as checkout converts them); none without one. */
  promotion: PromoTerms | undefined;
  subtotal: number;
  /** The code's discount off the subtotal. */
  discount: number;
  /** The goods after the discount: what a free-delivery threshold is measured against. */
  goods: number;
}

/**
 * The cart's lines (each its variant's prices) and promotion in the book's currency, the one reckoning the
 * cart, its free-delivery note and checkout's summary all show (settlement.ts, as the server's checkout
 * charges); undefined
 * while the book is unknown or a line needs a rate the currency does not have.
 */
export function priceCart(
  lines: readonly { product: PricedThing; quantity: number }[],
  promotion: CartPromotion | undefined,
  book: PriceBook | undefined,
): CartPricing | undefined {
  if (!book) return undefined;
  const priced: PriceLine[] = [];
  for (const line of lines) {
    const priceCents = priceIn(line.product, book);
    if (priceCents === undefined) return undefined;
    priced.push({ priceCents, quantity: line.quantity });
  }
  const terms = promotion && promotionIn(promotion, book);
  const subtotal = subtotalOf(priced);
  const discount = (terms && promoDiscount(terms, subtotal)) || 0;
  return { book, lines: priced, promotion: terms, subtotal, discount, goods: subtotal - discount };
}
