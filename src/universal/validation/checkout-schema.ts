/**
 * The checkout shipping form (spec §5 Checkout address) and the body of
 * POST /orders/checkout. Delivery prices live in ../pricing (the one home for
 * money); they are re-exported here so a checkout form needs one import.
 */
import { object, string, type InferType } from 'yup';
import { DELIVERY_OPTIONS } from '../pricing';
import { placeField, postalCodeField, stateField, shippingPhoneField, streetField } from './address-rules';
import * as msg from './messages';
import { COUNTRIES, DEFAULT_SHOP_COUNTRY, PAYMENT_DEMO_SUFFIX, PAYMENT_METHODS } from './checkout-constants';
import { FULL_NAME_PATTERN, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './patterns';

export { DELIVERY_OPTIONS, type DeliveryOption } from '../pricing';

export {
  CASH_ON_DELIVERY,
  COUNTRIES,
  type Country,
  DEFAULT_SHOP_COUNTRY,
  DEMO_PAYMENT_METHODS,
  MOBILE_WALLET,
  PAYMENT_DEMO_SUFFIX,
  PAYMENT_METHODS,
  type PaymentMethod,
  toWirePaymentMethod,
} from './checkout-constants';

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
