import type { MessageId } from './messages';
import type { Locale } from './locale';
import { arrivalDaysText } from './delivery-dates-text';
import { DELIVERY_TEXT } from './delivery-words';
import { rateFor, SPEC_US_TERMS, type DeliveryOption, type TaxRule } from '../delivery-terms';
import { type ChargeKind, chargeTextOf, type OrderCharge } from '../order-charges';
import { PAYMENT_DEMO_SUFFIX, PAYMENT_METHODS, type PaymentMethod } from '../validation/checkout-constants';

/**
 * The catalog ids of the order words the shop stores as codes (delivery options in delivery-words.ts, payment
 * methods): the server and the database keep the codes; the screens and the mails say them in the reader's language.
 */
export const PAYMENT_METHOD_TEXT: Readonly<Record<PaymentMethod, MessageId>> = {
  'credit-card': 'checkout.payment.creditCard',
  paypal: 'checkout.payment.paypal',
  'apple-pay': 'checkout.payment.applePay',
  'google-pay': 'checkout.payment.googlePay',
  'cash-on-delivery': 'checkout.payment.cashOnDelivery',
  'mobile-wallet': 'checkout.payment.mobileWallet',
};

/** react-intl's formatMessage, or the server's (mail), with the values a text takes. */
export type Format = (descriptor: { id: MessageId }, values?: Record<string, string | number>) => string;

/** 'paypal (Demo)' → 'PayPal (Demo)', 'cash-on-delivery' → 'Cash on delivery'; a value the shop does not know is shown as stored. */
export function paymentMethodText(stored: string, format: Format): string {
  const demo = stored.endsWith(PAYMENT_DEMO_SUFFIX);
  const method = demo ? stored.slice(0, -PAYMENT_DEMO_SUFFIX.length) : stored;
  if (!(PAYMENT_METHODS as readonly string[]).includes(method)) return stored;
  const label = format({ id: PAYMENT_METHOD_TEXT[method as PaymentMethod] });
  return demo ? format({ id: 'checkout.payment.demoSuffix' }, { method: label }) : label;
}

/** A stored delivery option in the page's language; one the shop does not know is shown as stored. */
export function deliveryText(option: string, format: Format): string {
  return option in DELIVERY_TEXT ? format({ id: DELIVERY_TEXT[option as DeliveryOption].label }) : option;
}

/**
 * A stored order's delivery time in the reader's language: the days it promised to arrive ('Tue, Nov 24
 * – Thu, Nov 26'); on orders placed before promises, the business days it promised, or the spec's for
 * its option.
 */
export function deliveryEtaText(
  order: {
    deliveryOption: string;
    deliveryDays?: { min: number; max: number };
    promisedDates?: { from: string; to: string };
  },
  format: Format,
  locale: Locale,
): string {
  if (order.promisedDates) return arrivalDaysText(order.promisedDates, locale);
  if (!(order.deliveryOption in DELIVERY_TEXT)) return order.deliveryOption;
  const option = order.deliveryOption as DeliveryOption;
  const spec = rateFor(SPEC_US_TERMS, option);
  const days = order.deliveryDays ?? { min: spec?.minDays ?? 0, max: spec?.maxDays ?? 0 };
  return format({ id: DELIVERY_TEXT[option].eta }, { min: days.min, max: days.max });
}

/**
 * How a summary names its tax row: "Tax (8%)" where it is added, "Includes VAT (14%)" where the prices
 * hold it (its amount is then part of the total, not added to it), and a note instead of a row where
 * none is charged (sent from abroad).
 */
export function taxText(
  rule: Pick<TaxRule, 'rateBasisPoints' | 'included'>,
): { row: { id: MessageId; rate: number } } | { note: MessageId } {
  if (rule.rateBasisPoints === 0) return { note: 'cart.summary.noTaxNote' };
  const rate = rule.rateBasisPoints / 10_000;
  return { row: { id: rule.included ? 'cart.summary.vatIncluded' : 'cart.summary.tax', rate } };
}

/** A stored order's tax rule (its rate as a fraction, as the API answers it). */
export const orderTaxRule = (order: { taxRate: number; taxIncluded: boolean }) => ({
  rateBasisPoints: Math.round(order.taxRate * 10_000),
  included: order.taxIncluded,
});

/** One of an order's charges as a summary shows it: its label in the reader's words and its amount. */
export interface ChargeLine<Amount> {
  /** Unique within the order: a list key. */
  key: string;
  kind: ChargeKind;
  label: string;
  /** The amount as the summary writes it (signed cents, `money` decides how), or "Free" for a 0. */
  value: Amount | string;
}

/**
 * The summary's rows for an order's charges, in the order it holds them (order-charges.ts): each row's
 * label is its own text with the order's code and delivery option to name; `labels` swaps a kind's
 * label where a page says it otherwise. Every shop summary (checkout, order page, receipt, mails) draws
 * its charges from here, so a new kind of charge shows in all of them without touching one.
 */
export function chargeLines<Amount>(
  order: {
    charges: readonly Pick<OrderCharge, 'kind' | 'text' | 'amountCents'>[];
    promoCode?: string;
    deliveryOption: string;
  },
  format: Format,
  money: (cents: number) => Amount,
  labels: Readonly<Partial<Record<ChargeKind, MessageId>>> = {},
): ChargeLine<Amount>[] {
  const values = { code: order.promoCode ?? '', option: deliveryText(order.deliveryOption, format) };
  return order.charges.map((charge, index) => ({
    key: `${charge.kind}-${index}`,
    kind: charge.kind,
    label: format({ id: labels[charge.kind] ?? chargeTextOf(charge) }, values),
    value: charge.amountCents === 0 ? format({ id: 'cart.summary.free' }) : money(charge.amountCents),
  }));
}
