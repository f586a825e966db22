/**
 * What an order charges besides its goods (issue 49 item 2): a list of rows, each of a kind described once
 * here, the way order-status.ts describes statuses. Checkout reckons the list (pricing.ts), the server
 * stores it row for row (order_charges, migration 050), and every summary (checkout, order page, receipt,
 * mails, the console) draws it row by row in the order it holds.
 *
 * Amounts are integer cents and carry their sign: a discount's row is negative (−500 for $5 off), so an
 * order's total is its goods with their tax plus the sum of its rows. A kind's `sign` says which sign its
 * rows take; chargesOf applies it, so a row is never made with the wrong one.
 */
import type { MessageId } from './i18n/messages';

/**
 * How tax treats a row. 'with-goods': it changes the price of the goods, so the tax is reckoned on the
 * goods with it (a discount), and a return takes back its share. 'untaxed': added on top as it is, no tax
 * on it (delivery, the cash-on-delivery fee); a return leaves it with the order.
 */
export const CHARGE_TAX_TREATMENTS = ['with-goods', 'untaxed'] as const;
export type ChargeTax = (typeof CHARGE_TAX_TREATMENTS)[number];

export interface ChargeDescriptor {
  /** Its label in the shop's catalog; it may name {code} (the order's promo code) and {option} (its delivery). */
  readonly text: MessageId;
  /** Its label in the console's catalog (checked there: the console's t() takes only its own ids). */
  readonly staffText: string;
  /** The sign its amounts carry: −1 for what is taken off. */
  readonly sign: 1 | -1;
  readonly tax: ChargeTax;
  /** Whether a row of 0 is kept (and shown, as "Free"); otherwise an order without it has no row. */
  readonly keptAtZero: boolean;
}

/** Each kind described once, in the order summaries show them (and checkout lists them). */
export const ORDER_CHARGE_DESCRIPTORS = {
  discount: {
    text: 'cart.summary.discount',
    staffText: 'order.discountCode',
    sign: -1,
    tax: 'with-goods',
    keptAtZero: false,
  },
  delivery: {
    text: 'checkout.summary.shippingWith',
    staffText: 'order.shipping',
    sign: 1,
    tax: 'untaxed',
    keptAtZero: true,
  },
  'cod-fee': { text: 'checkout.summary.codFee', staffText: 'order.codFee', sign: 1, tax: 'untaxed', keptAtZero: false },
} as const satisfies Readonly<Record<string, ChargeDescriptor>>;

export type ChargeKind = keyof typeof ORDER_CHARGE_DESCRIPTORS;

/** The kinds checkout reckons itself (from the cart's code, from the delivery's rate); every other kind is a fee, priced where it applies. */
export type FeeKind = Exclude<ChargeKind, 'discount' | 'delivery'>;

/** Every kind, in display order. */
export const CHARGE_KINDS = Object.keys(ORDER_CHARGE_DESCRIPTORS) as readonly ChargeKind[];

export function isChargeKind(value: string): value is ChargeKind {
  return Object.hasOwn(ORDER_CHARGE_DESCRIPTORS, value);
}

/**
 * The catalog id a charge's row is labelled with: its kind's own text, named here so every page that shows an order's
 * charges carries the words (the catalogs go with the code that names their texts); the stored text for a kind this
 * code does not know.
 */
export function chargeTextOf(charge: { kind: string; text: MessageId }): MessageId {
  return isChargeKind(charge.kind) ? ORDER_CHARGE_DESCRIPTORS[charge.kind].text : charge.text;
}

/** One row of an order's charges. */
export interface OrderCharge {
  kind: ChargeKind;
  /** Its label's id in the shop's catalog (the kind's). */
  text: MessageId;
  /** Integer cents, signed as its kind says: negative for a discount. */
  amountCents: number;
  tax: ChargeTax;
}

/** A row as stored (order_charges): its text is its kind's; its tax treatment is the one it was charged under. */
export function storedCharge(kind: ChargeKind, amountCents: number, tax: ChargeTax): OrderCharge {
  return { kind, text: ORDER_CHARGE_DESCRIPTORS[kind].text, amountCents, tax };
}

/**
 * The rows for these amounts (each given as its size, without sign), in display order, signed by their
 * kind; a 0 is left out unless its kind keeps it, and a kind not given has no row.
 */
export function chargesOf(amounts: Readonly<Partial<Record<ChargeKind, number>>>): OrderCharge[] {
  return CHARGE_KINDS.flatMap((kind) => {
    const size = amounts[kind];
    const descriptor = ORDER_CHARGE_DESCRIPTORS[kind];
    if (size === undefined || (size === 0 && !descriptor.keptAtZero)) return [];
    return [storedCharge(kind, descriptor.sign * Math.abs(size), descriptor.tax)];
  });
}

/** The signed sum of the rows, or of those taxed one way. */
export function chargesTotal(charges: readonly Pick<OrderCharge, 'amountCents' | 'tax'>[], tax?: ChargeTax): number {
  return charges.reduce((sum, charge) => (tax === undefined || charge.tax === tax ? sum + charge.amountCents : sum), 0);
}

/** The size of one kind's rows (0 without one): what a discount took off, what delivery cost. */
export function chargeSize(charges: readonly Pick<OrderCharge, 'kind' | 'amountCents'>[], kind: ChargeKind): number {
  return Math.abs(charges.reduce((sum, charge) => (charge.kind === kind ? sum + charge.amountCents : sum), 0));
}
