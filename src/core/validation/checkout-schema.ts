/**
 * The checkout shipping form (spec §5 Checkout address) and the body of
 * POST /orders/checkout. Delivery prices live in ../pricing (the one home for
 * money); they are re-exported here so a checkout form needs one import.
 */
import { object, string, type InferType } from 'yup';
import { DELIVERY_OPTIONS } from '../pricing';
import { placeField, postalCodeField, stateField, shippingPhoneField, streetField } from './address-rules';
import * as msg from './messages';
import { FULL_NAME_PATTERN, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './patterns';

export { DELIVERY_OPTIONS, type DeliveryOption } from '../pricing';

export const COUNTRIES = ['United States', 'Canada', 'United Kingdom', 'Australia', 'Egypt'] as const;
export type Country = (typeof COUNTRIES)[number];
/**
 * Where the shop is unless SHOP_COUNTRY says otherwise (GET /api/shop): checkout starts there for a
 * shopper whose profile and orders name no country (the issue replaces the spec's United States).
 */
export const DEFAULT_SHOP_COUNTRY: Country = 'Egypt';

/** The spec's four payment methods (§9): demo ones, no money is taken. */
export const DEMO_PAYMENT_METHODS = ['credit-card', 'paypal', 'apple-pay', 'google-pay'] as const;
/**
 * Paying the courier in cash when the order arrives, where the shipping country's region allows it
 * (decision 0078). Not a demo: nothing is taken online, the courier takes the real amount.
 */
export const CASH_ON_DELIVERY = 'cash-on-delivery';
export const PAYMENT_METHODS = [...DEMO_PAYMENT_METHODS, CASH_ON_DELIVERY] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The spec's payload sends a demo method followed by this marker (no real payment is taken). */
export const PAYMENT_DEMO_SUFFIX = ' (Demo)';

/** The method as checkout sends and the order stores it: 'paypal (Demo)', but 'cash-on-delivery' (no demo). */
export function toWirePaymentMethod(method: PaymentMethod): string {
  return method === CASH_ON_DELIVERY ? method : `${method}${PAYMENT_DEMO_SUFFIX}`;
}

/**
 * yup checks an allowed-values list before "required", so an empty select
 * would say "not an option" instead of "required"; '' is treated as missing.
 */
export function emptyAsMissing(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

export const shippingAddressSchema = object({
  name: string()
    .trim()
    .required(msg.FULL_NAME_REQUIRED)
    .max(NAME_MAX_LENGTH, msg.FULL_NAME_TOO_LONG)
    .test('min', msg.FULL_NAME_INVALID, (value) => !value || value.length >= NAME_MIN_LENGTH)
    .matches(FULL_NAME_PATTERN, { message: msg.FULL_NAME_INVALID, excludeEmptyString: true }),
  phone: shippingPhoneField,
  street: streetField(msg.STREET_INCOMPLETE, msg.PROFILE_STREET_INVALID),
  city: placeField(msg.CITY_REQUIRED, msg.CITY_INVALID),
  state: stateField(msg.STATE_REQUIRED, msg.STATE_INVALID),
  zipCode: postalCodeField,
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
  country: DEFAULT_SHOP_COUNTRY,
};

/**
 * Accepts the bare method or the spec's "credit-card (Demo)" wire form; yields the bare one. A client
 * that marks every method so ("cash-on-delivery (Demo)") is understood too: the order stores it bare.
 */
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
