import type { MessageId } from './messages';
import type { DeliveryOption } from '../pricing';
import { PAYMENT_DEMO_SUFFIX, PAYMENT_METHODS, type PaymentMethod } from '../validation/checkout-schema';

/**
 * The catalog ids of the order words the shop stores as codes (delivery options, payment methods): the
 * server and the database keep the codes; the screens and the mails say them in the reader's language.
 */
export const DELIVERY_TEXT: Readonly<Record<DeliveryOption, { label: MessageId; eta: MessageId }>> = {
  standard: { label: 'checkout.delivery.standard', eta: 'checkout.delivery.standard.eta' },
  express: { label: 'checkout.delivery.express', eta: 'checkout.delivery.express.eta' },
  'same-day': { label: 'checkout.delivery.sameDay', eta: 'checkout.delivery.sameDay.eta' },
};

export const PAYMENT_METHOD_TEXT: Readonly<Record<PaymentMethod, MessageId>> = {
  'credit-card': 'checkout.payment.creditCard',
  paypal: 'checkout.payment.paypal',
  'apple-pay': 'checkout.payment.applePay',
  'google-pay': 'checkout.payment.googlePay',
};

/** react-intl's formatMessage, or the server's (mail), with the values a text takes. */
export type Format = (descriptor: { id: MessageId }, values?: Record<string, string>) => string;

/** 'paypal (Demo)' → 'PayPal (Demo)'; a value the shop does not know is shown as stored. */
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
