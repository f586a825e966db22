import { CHARGE_CURRENCY, minorExponent, toMajor, toMinor } from './i18n/money';

/**
 * What a shopper is charged in (issue 50, decision 0110): their delivery region's settlement currency. The
 * catalogue's prices are US cents (the base); a variant may carry its own price in a currency (a price list),
 * and otherwise its price there is the base at the operator's rate, rounded by the currency's rule. The
 * server prices checkout by these functions and the browser prices the cart and the pages by the same ones,
 * so the two agree to the minor unit.
 */

/** How a converted price is rounded: to the minor unit, to the whole unit (half up), up to the next .99. */
export const ROUNDING_RULES = ['minor', 'whole', 'ending-99'] as const;
export type RoundingRule = (typeof ROUNDING_RULES)[number];

export function isRoundingRule(value: unknown): value is RoundingRule {
  return typeof value === 'string' && (ROUNDING_RULES as readonly string[]).includes(value);
}

/** The base currency: catalogue prices are in it, and it needs no rate. */
export const BASE_CURRENCY = CHARGE_CURRENCY;

/** What prices one currency: its rule and, for any currency but the base, the operator's rate and its time. */
export interface PriceBook {
  /** ISO 4217 code: one of the shop's currencies (i18n/money CURRENCIES). */
  currency: string;
  /** Units of the currency per US dollar; undefined for the base currency or while no rate is set. */
  unitsPerUsd?: number;
  /** When that rate was set (ISO). */
  rateSetAt?: string;
  rounding: RoundingRule;
}

/** The book of the base currency: no rate, no rounding beyond the cent. */
export const BASE_PRICE_BOOK: PriceBook = { currency: BASE_CURRENCY, rounding: 'minor' };

// A currency's exponent is Intl's, kept with the money's display (i18n/money.ts), which writes amounts by it.
export { minorExponent, toMajor, toMinor };

/** Rounds a non-negative amount of minor units (may be fractional) by the rule, for a currency with this exponent. */
export function roundByRule(exactMinor: number, rule: RoundingRule, exponent: number): number {
  const cleaned = Number(exactMinor.toPrecision(12));
  const unit = 10 ** exponent;
  const minor = Math.round(cleaned);
  if (rule === 'minor') return minor;
  if (rule === 'whole') return Math.round(cleaned / unit) * unit;
  // The smallest amount ending in .99 at or above the price (a charm price): 35.51 → 35.99, 36.00 → 36.99.
  return Math.ceil((Math.ceil(cleaned) + 1) / unit) * unit - 1;
}

/** Whether the book can price a variant without a list price: the base, or a currency with a rate. */
export function canConvert(book: PriceBook): boolean {
  return book.currency === BASE_CURRENCY || book.unitsPerUsd !== undefined;
}

/**
 * The base price converted by the book, in its minor units: exactly the base for US dollars, else the cents at
 * the rate, rounded by the currency's rule; undefined while the currency has no rate.
 */
export function convertBase(baseCents: number, book: PriceBook): number | undefined {
  if (book.currency === BASE_CURRENCY) return baseCents;
  if (book.unitsPerUsd === undefined) return undefined;
  const exactMinor = (baseCents * book.unitsPerUsd * 10 ** minorExponent(book.currency)) / 100;
  return roundByRule(exactMinor, book.rounding, minorExponent(book.currency));
}

/** A sellable thing's prices: its base in US dollars (the catalogue's) and its own, per currency, in minor units. */
export interface PricedThing {
  price: number;
  prices?: Readonly<Record<string, number>>;
}

/** Whether its price in the book's currency comes from a price list (so it needs no rate). */
export function hasListedPrice(thing: PricedThing, book: PriceBook): boolean {
  return thing.prices?.[book.currency] !== undefined;
}

/** Its price in the book's currency, minor units: the price list's when it has one, else the converted base. */
export function priceIn(thing: PricedThing, book: PriceBook): number | undefined {
  const listed = thing.prices?.[book.currency];
  if (listed !== undefined) return listed;
  return convertBase(Math.round(Number((thing.price * 100).toPrecision(12))), book);
}

/**
 * An amount the operator set in US cents (a flat promotion, its minimum order) in the book's currency: at the
 * rate, to the minor unit (a charm ending fits prices, not discounts); undefined while the currency has no rate.
 */
export function convertAmount(usdCents: number, book: PriceBook): number | undefined {
  if (book.currency === BASE_CURRENCY) return usdCents;
  if (book.unitsPerUsd === undefined) return undefined;
  return roundByRule((usdCents * book.unitsPerUsd * 10 ** minorExponent(book.currency)) / 100, 'minor', 0);
}

/**
 * A promotion's own amounts in one currency (issue 50): what staff set for it there, in its minor units, used
 * instead of the dollar amounts at the rate. A percentage promotion has no amount, only its minimum.
 */
export interface CurrencyAmount {
  currency: string;
  /** The amount off, for a flat promotion. */
  amountMinor?: number | null;
  /** The subtotal the cart must reach in the currency; 0 for none. */
  minOrderMinor: number;
}

/** A promotion as the cart's answer gives it: its amounts in US cents, and its own in other currencies. */
export type UsdPromotion = (
  { kind: 'percent'; percent: number; minOrderCents: number } | { kind: 'flat'; cents: number; minOrderCents: number }
) & { currencyAmounts?: readonly CurrencyAmount[] };

/** The promotion's own amounts in the book's currency, when staff set them there. */
function ownAmounts(promotion: UsdPromotion, book: PriceBook): CurrencyAmount | undefined {
  if (book.currency === BASE_CURRENCY) return undefined;
  const own = promotion.currencyAmounts?.find((amounts) => amounts.currency === book.currency);
  return own && (promotion.kind === 'percent' || typeof own.amountMinor === 'number') ? own : undefined;
}

/** Whether applying the promotion in the book's currency takes the rate: a dollar amount it has no own figure for. */
export function promotionNeedsRate(promotion: UsdPromotion, book: PriceBook): boolean {
  if (book.currency === BASE_CURRENCY || ownAmounts(promotion, book)) return false;
  return promotion.kind === 'flat' || promotion.minOrderCents > 0;
}

/**
 * The promotion in the book's currency, as checkout applies it (src/server/modules/checkout): the amounts
 * staff set in that currency when there are some, else its flat amount and minimum order converted by
 * convertAmount, a percentage as it is. Undefined while it needs a rate the currency does not have: checkout
 * then finds the minimum out of reach and gives no discount.
 */
export function promotionIn<P extends UsdPromotion>(promotion: P, book: PriceBook): P | undefined {
  const own = ownAmounts(promotion, book);
  if (own) {
    if (promotion.kind === 'percent') return { ...promotion, minOrderCents: own.minOrderMinor };
    return { ...promotion, cents: own.amountMinor as number, minOrderCents: own.minOrderMinor };
  }
  const minOrderCents = convertAmount(promotion.minOrderCents, book);
  if (minOrderCents === undefined) return undefined;
  if (promotion.kind === 'percent') return { ...promotion, minOrderCents };
  return { ...promotion, cents: convertAmount(promotion.cents, book) as number, minOrderCents };
}
