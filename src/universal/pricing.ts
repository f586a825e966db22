import type { Currency } from './i18n/money';
import { toMajor } from './settlement';

/**
 * Money rules shared by the cart, the checkout and the server. Every amount is
 * an integer number of US cents: floating-point dollars drift (0.1 + 0.2), and
 * the server must reproduce the browser's totals to the cent. A cart's and an order's totals (codes, tax,
 * delivery, fees) are order-totals.ts's: only the cart and checkout need them, not every page's first load.
 */

/** Documented upper bound for one cart line, so a typo cannot order 10 000 units. */
export const MAX_QUANTITY_PER_LINE = 99;

/**
 * How many different products one cart holds. Every cart answer carries all of its lines and checkout
 * prices them in one transaction, so an unbounded cart (one line for each of 100,000 products) would
 * make each of the shopper's requests heavier. A guard, not an exact count: adds racing at the limit
 * may pass it by the number in flight, and then no further line is taken.
 */
export const MAX_CART_LINES = 100;

/** The kinds of delivery; what each costs and takes is its region's (delivery-terms.ts). */
export { DELIVERY_OPTIONS, type DeliveryOption } from './delivery-terms';

export interface PriceLine {
  priceCents: number;
  quantity: number;
}

/**
 * Rounds half away from zero. Going through 12 significant digits first
 * absorbs binary noise such as 1.005 * 100 === 100.49999999999999.
 */
export function roundHalfUp(value: number): number {
  const cleaned = Number(value.toPrecision(12));
  return Math.sign(cleaned) * Math.round(Math.abs(cleaned));
}

export function toCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not a finite amount: ${dollars}`);
  return roundHalfUp(dollars * 100);
}

// Pure: the browser's bundle, which never formats in dollars here, leaves it out instead of building it at start.
const usd = /* @__PURE__ */ new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,234.56' */
export function formatPrice(cents: number): string {
  return usd.format(cents / 100);
}

const operatorFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount of `currency`'s minor units as the operator's terminal shows it, in English: '$2.99', '£2.99',
 * 'EGP 150.00' (a region's delivery prices, a price list's prices).
 */
export function formatPriceIn(minor: number, currency: Currency): string {
  let format = operatorFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    operatorFormats.set(currency, format);
  }
  // Intl puts a no-break space after a currency code ('EGP\u00a0150.00'): a terminal shows a plain one.
  return format.format(toMajor(minor, currency)).replace(/\u00a0/g, ' ');
}

export function lineTotal(priceCents: number, quantity: number): number {
  return priceCents * quantity;
}

export function subtotalOf(lines: readonly PriceLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line.priceCents, line.quantity), 0);
}

/** The header badge counts units, not lines (spec §9). */
export function itemCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export interface Markdown {
  listPriceCents: number;
  /** Whole percent off the list price, at least 1. */
  percentOff: number;
}

/**
 * A product's real reduction: only where the catalogue gives a list price above the price. No list
 * price, or one not above the price, means no struck-out price, no percentage and no "Deal" (issue 12:
 * an invented list price is fake discounting). A saving under half a percent is not shown as -0%.
 */
export function markdownOf(product: { price: number; listPrice?: number }): Markdown | undefined {
  if (product.listPrice === undefined || product.listPrice <= 0) return undefined;
  const listPriceCents = toCents(product.listPrice);
  const percentOff = Math.round(((listPriceCents - toCents(product.price)) * 100) / listPriceCents);
  return percentOff >= 1 ? { listPriceCents, percentOff } : undefined;
}
