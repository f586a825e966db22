/**
 * The checkout shipping form (spec §5 Checkout address) and the body of
 * POST /orders/checkout. Delivery prices live in ../pricing (the one home for
 * money); they are re-exported here so a checkout form needs one import.
 */
import { object, string, type InferType } from 'yup';
import { DELIVERY_OPTIONS } from '../pricing';
import { phoneField } from './auth-schemas';
import * as msg from './messages';
import { FULL_NAME_PATTERN, ZIP_PATTERN } from './patterns';

export { DELIVERY_DETAILS, DELIVERY_OPTIONS, type DeliveryDetails, type DeliveryOption } from '../pricing';

export const COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Australia', 'Egypt'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_CHECKOUT_COUNTRY: Country = 'United States';

export const PAYMENT_METHODS = ['credit-card', 'paypal', 'apple-pay', 'google-pay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  'credit-card': 'Credit Card',
  paypal: 'PayPal',
  'apple-pay': 'Apple Pay',
  'google-pay': 'Google Pay',
};

/** The spec's payload sends the method followed by this marker (no real payment is taken). */
export const PAYMENT_DEMO_SUFFIX = ' (Demo)';

export function toDemoPaymentMethod(method: PaymentMethod): string {
  return `${method}${PAYMENT_DEMO_SUFFIX}`;
}

/** Input maxLength values; the schema enforces the same bounds for API callers. */
export const MAX_LENGTHS = { name: 50, street: 100, city: 50, state: 50, zipCode: 10 } as const;

const STREET_MIN_LENGTH = 5;
const PLACE_MIN_LENGTH = 2;

/**
 * yup checks an allowed-values list before "required", so an empty select
 * would say "not an option" instead of "required"; '' is treated as missing.
 */
export function emptyAsMissing(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** Shared with the profile form, whose ZIP rule is "as checkout". */
export const zipCodeField = string()
  .trim()
  .required(msg.ZIP_REQUIRED)
  .matches(ZIP_PATTERN, { message: msg.ZIP_INVALID, excludeEmptyString: true });

/** Length rule that leaves '' to "required", so an empty field gets one message. */
function atLeast(length: number, message: string) {
  return string().test('min', message, (value) => !value || value.length >= length);
}

export const shippingAddressSchema = object({
  name: string()
    .trim()
    .required(msg.FULL_NAME_REQUIRED)
    .matches(FULL_NAME_PATTERN, { message: msg.FULL_NAME_INVALID, excludeEmptyString: true }),
  phone: phoneField,
  street: atLeast(STREET_MIN_LENGTH, msg.STREET_INCOMPLETE)
    .trim()
    .required(msg.STREET_REQUIRED)
    .max(MAX_LENGTHS.street, msg.STREET_TOO_LONG),
  city: atLeast(PLACE_MIN_LENGTH, msg.CITY_INVALID)
    .trim()
    .required(msg.CITY_REQUIRED)
    .max(MAX_LENGTHS.city, msg.CITY_INVALID),
  state: atLeast(PLACE_MIN_LENGTH, msg.STATE_INVALID)
    .trim()
    .required(msg.STATE_REQUIRED)
    .max(MAX_LENGTHS.state, msg.STATE_INVALID),
  zipCode: zipCodeField,
  country: string().transform(emptyAsMissing).required(msg.COUNTRY_REQUIRED).oneOf(COUNTRIES, msg.COUNTRY_INVALID),
});

export type ShippingAddress = InferType<typeof shippingAddressSchema>;

export const SHIPPING_ADDRESS_DEFAULTS: Readonly<ShippingAddress> = {
  name: '',
  phone: '',
  street: '',
  city: '',
  state: '',
  zipCode: '',
  country: DEFAULT_CHECKOUT_COUNTRY,
};

/** Accepts the bare method or the spec's "credit-card (Demo)" wire form; yields the bare one. */
function paymentMethodInput(value: unknown): unknown {
  const present = emptyAsMissing(value);
  return typeof present === 'string' && present.endsWith(PAYMENT_DEMO_SUFFIX)
    ? present.slice(0, -PAYMENT_DEMO_SUFFIX.length)
    : present;
}

export const checkoutRequestSchema = object({
  shippingAddress: shippingAddressSchema,
  paymentMethod: string()
    .transform(paymentMethodInput)
    .required(msg.PAYMENT_METHOD_REQUIRED)
    .oneOf(PAYMENT_METHODS, msg.PAYMENT_METHOD_REQUIRED),
  deliveryOption: string()
    .transform(emptyAsMissing)
    .required(msg.DELIVERY_OPTION_INVALID)
    .oneOf(DELIVERY_OPTIONS, msg.DELIVERY_OPTION_INVALID),
});

export type CheckoutRequest = InferType<typeof checkoutRequestSchema>;
