import type { MessageId } from './i18n/messages';
import { type ShippingRate, shippingPrice, type TaxRule } from './delivery-terms';
import { chargesOf, chargesTotal, type FeeKind, type OrderCharge } from './order-charges';
import { type PriceLine, roundHalfUp, subtotalOf } from './pricing';

/**
 * A cart's and an order's totals, shared by the cart, the checkout and the server, in integer minor units: promo
 * codes, tax by the delivery country's rule, delivery and fees as the order's rows. Apart from pricing.ts so that
 * pages which only show prices (home, the list, a product) do not load them.
 */

type PromoRule = { kind: 'percent'; percent: number } | { kind: 'flat'; cents: number };

/**
 * What an applied code gives (issue 35: promotions are the console's, kept by the server): a percentage of
 * the subtotal or a flat amount, from a subtotal of `minOrderCents` up (none below it). The cart's answer
 * carries it, so the browser prices a code it has never heard of exactly as checkout will.
 */
export type PromoTerms = PromoRule & { minOrderCents?: number };

/**
 * The spec's codes as it states them (spec §5, §9). The server no longer reads this table: migration
 * 040 seeds them as promotions, and the shop prices by the terms the server answers. It stays as the
 * spec's reference (and names the spec's own toasts below). Keys are matched exactly: case-sensitive.
 */
export const PROMO_CODES = {
  SAVE10: { kind: 'percent', percent: 10 },
  SAVE5: { kind: 'flat', cents: 500 },
} as const satisfies Readonly<Record<string, PromoRule>>;

export type PromoCode = keyof typeof PROMO_CODES;

/** The toast that confirms each code (spec §8); typed by PROMO_CODES, so a new code needs its message. */
export const PROMO_APPLIED_MESSAGES: Readonly<Record<PromoCode, MessageId>> = {
  SAVE10: 'cart.promo.applied.SAVE10',
  SAVE5: 'cart.promo.applied.SAVE5',
};

/** The exact code, or null: promo codes are case-sensitive (spec §5). Surrounding spaces are forgiven. */
export function knownPromoCode(input: string): PromoCode | null {
  const code = input.trim();
  // Own-property check: 'toString' and friends must not count as codes.
  return Object.hasOwn(PROMO_CODES, code) ? (code as PromoCode) : null;
}

/** Integer-only share of an amount, so no float ever touches a cent total. */
function shareOf(amountCents: number, basisPoints: number): number {
  return roundHalfUp((amountCents * basisPoints) / 10_000);
}

/** A code's terms: given as they are, or, for a code named by its text, the spec's (PROMO_CODES). */
function termsOf(promo: string | PromoTerms): PromoTerms | null {
  if (typeof promo !== 'string') return promo;
  const key = knownPromoCode(promo);
  return key ? PROMO_CODES[key] : null;
}

/**
 * Discount in cents, capped at the subtotal (0 under the code's minimum order); null when a code named by
 * its text is not one of the spec's.
 */
export function promoDiscount(promo: string | PromoTerms, subtotalCents: number): number | null {
  const rule = termsOf(promo);
  if (!rule) return null;
  if (subtotalCents < (rule.minOrderCents ?? 0)) return 0;
  const raw = rule.kind === 'percent' ? shareOf(subtotalCents, rule.percent * 100) : rule.cents;
  return Math.max(0, Math.min(raw, subtotalCents));
}

/**
 * The tax in an amount of goods: added on top (a share of it), or, where prices hold the tax (VAT),
 * the part of it that is tax, so that net + tax is the amount to the cent.
 */
export function taxOn(amountCents: number, rule: TaxRule): number {
  if (!rule.included) return shareOf(amountCents, rule.rateBasisPoints);
  return amountCents - roundHalfUp((amountCents * 10_000) / (10_000 + rule.rateBasisPoints));
}

/** What the shopper pays for goods with their tax: the tax on top, or nothing more where it is inside. */
function payable(goodsCents: number, taxCents: number, rule: TaxRule): number {
  return rule.included ? goodsCents : goodsCents + taxCents;
}

export interface CartSummary {
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  total: number;
}

/**
 * Cart: tax on the discounted subtotal by the rule of the country the shopper delivers to, and that
 * country's standard delivery for these goods (0 until it is known); an unknown code gives no discount.
 */
export function cartSummary(
  lines: readonly PriceLine[],
  tax: TaxRule,
  promoCode?: string | PromoTerms,
  standard?: Pick<ShippingRate, 'priceCents' | 'freeOverCents'>,
): CartSummary {
  const subtotal = subtotalOf(lines);
  const discount = promoCode === undefined ? 0 : (promoDiscount(promoCode, subtotal) ?? 0);
  const goods = subtotal - discount;
  const taxCents = taxOn(goods, tax);
  const shipping = standard ? shippingPrice(standard, goods) : 0;
  return { subtotal, discount, tax: taxCents, shipping, total: payable(goods, taxCents, tax) + shipping };
}

export interface CheckoutTotals {
  subtotal: number;
  /**
   * Everything the order charges besides its goods, signed, in display order (order-charges.ts): the
   * promo discount (when it takes something off), delivery (kept at 0: "Free"), the region's cash-on-delivery
   * fee (for an order paid to the courier). The server stores exactly these rows.
   */
  charges: OrderCharge[];
  tax: number;
  total: number;
}

/**
 * The tax and the total of goods worth `subtotal` with these rows: tax on the goods with the rows that
 * change their price (a discount), by the rule; the untaxed rows added on top. The one reckoning of a
 * total from its rows.
 */
export function totalsOf(
  subtotal: number,
  charges: readonly OrderCharge[],
  rule: TaxRule,
): Pick<CheckoutTotals, 'tax' | 'total'> {
  const goods = subtotal + chargesTotal(charges, 'with-goods');
  const tax = taxOn(goods, rule);
  return { tax, total: payable(goods, tax, rule) + chargesTotal(charges, 'untaxed') };
}

/**
 * Checkout: the delivery's price on top (spec §9; free past its region's threshold), and the cart's
 * promo code when it has one, with tax on the discounted subtotal as in the cart (issue 12: the discount
 * applied in the cart must not vanish at checkout), by the delivery country's rule. With the spec's US
 * terms and no code this is the spec's rule: 8 % on the full subtotal, added. Fees (the cash-on-delivery
 * fee, in cents by kind) are added like the delivery's price, each as its kind treats it. Each becomes a row
 * of `charges`; the total is reckoned from them (totalsOf).
 */
export function checkoutTotals(
  lines: readonly PriceLine[],
  rate: Pick<ShippingRate, 'priceCents' | 'freeOverCents'>,
  tax: TaxRule,
  promoCode?: string | PromoTerms | null,
  fees: Readonly<Partial<Record<FeeKind, number>>> = {},
): CheckoutTotals {
  const subtotal = subtotalOf(lines);
  const discount = promoCode ? (promoDiscount(promoCode, subtotal) ?? 0) : 0;
  const charges = chargesOf({ ...fees, discount, delivery: shippingPrice(rate, subtotal - discount) });
  return { subtotal, charges, ...totalsOf(subtotal, charges, tax) };
}
