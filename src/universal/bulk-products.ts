/**
 * The products grid's bulk actions (issue 52, docs/decisions/0127): what each may do and how a price moves by a
 * percentage. The console shows the rule with an example before the owner confirms; the server applies it.
 * Prices are the catalogue's own (US dollars), in integer cents.
 */

export const BULK_PRODUCT_ACTIONS = ['publish', 'unpublish', 'set-price', 'adjust-price', 'set-stock'] as const;
export type BulkProductAction = (typeof BULK_PRODUCT_ACTIONS)[number];

/** The most products one action changes: a larger set is narrowed by the list's filters first. */
export const MAX_BULK_PRODUCTS = 1000;

/** The catalogue's price range, in cents (the import's rule: 0 to 1,000,000 dollars). */
export const MAX_PRICE_CENTS = 100_000_000;

/** A variant's units, as the editor and the stock count allow them. */
export const MAX_BULK_STOCK = 1_000_000;

/** A percentage change: a cut of at most 90 %, a rise of at most 900 %, to the hundredth of a percent. */
export const PERCENT_MIN = -90;
export const PERCENT_MAX = 900;

/** The price a cut stops at unless the owner names another: one cent (a cut never makes a product free). */
export const DEFAULT_MINIMUM_CENTS = 1;

/**
 * A price moved by `percent`: the exact product in integer arithmetic (the percentage in basis points),
 * rounded half up to the cent (12.345 → 12.35; 12.344 → 12.34). A cut never goes below `minimumCents`,
 * and never raises a price that was already below it (it stays as it was). A rise past MAX_PRICE_CENTS is
 * undefined: the action is refused rather than capped.
 */
export function adjustedPrice(cents: number, percent: number, minimumCents: number): number | undefined {
  const basisPoints = Math.round(percent * 100);
  const scaled = cents * (10_000 + basisPoints);
  // Half up: add half of the divisor before dividing (every figure is a whole number and non-negative).
  const moved = Math.floor((scaled + 5_000) / 10_000);
  const price = basisPoints < 0 ? Math.max(moved, Math.min(minimumCents, cents)) : moved;
  return price > MAX_PRICE_CENTS ? undefined : price;
}
