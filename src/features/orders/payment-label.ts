import {
  PAYMENT_DEMO_SUFFIX,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../../shared/validation/checkout-schema';

/** 'paypal (Demo)' → 'PayPal (Demo)'; a value the shop does not know is shown as stored. */
export function paymentMethodLabel(stored: string): string {
  const demo = stored.endsWith(PAYMENT_DEMO_SUFFIX);
  const method = demo ? stored.slice(0, -PAYMENT_DEMO_SUFFIX.length) : stored;
  if (!(PAYMENT_METHODS as readonly string[]).includes(method)) return stored;
  return `${PAYMENT_METHOD_LABELS[method as PaymentMethod]}${demo ? PAYMENT_DEMO_SUFFIX : ''}`;
}
