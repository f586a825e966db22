import type { MessageId } from '../../core/i18n/messages';
import type { DeliveryOption } from '../../core/pricing';
import {
  checkoutRequestSchema,
  type PaymentMethod,
  SHIPPING_ADDRESS_DEFAULTS,
  type ShippingAddress,
  shippingAddressSchema,
} from '../../core/validation/checkout-schema';

/** The checkout form: the address and the payment choice are validated by Formik with the server's rules. */
export interface CheckoutFormValues {
  shippingAddress: ShippingAddress;
  deliveryOption: DeliveryOption;
  /** '' until the shopper picks one (spec §5: 'Please select a payment method'). */
  paymentMethod: PaymentMethod | '';
  /** "Save this address to my address book", ticked under a new address (SavedAddressPicker). */
  saveAddress?: boolean;
}

export const CHECKOUT_FORM_DEFAULTS: CheckoutFormValues = {
  shippingAddress: { ...SHIPPING_ADDRESS_DEFAULTS },
  deliveryOption: 'standard',
  paymentMethod: '',
};

/** The server's checkout rules for what the shopper fills in (the delivery choice always has a value). */
export const checkoutFormSchema = checkoutRequestSchema.pick(['shippingAddress', 'paymentMethod']);

export const ADDRESS_FIELDS = ['country', 'name', 'phone', 'street', 'city', 'state', 'zipCode'] as const;

/** Spec §2: the submit button stays disabled until every address field is filled and passes its rule. */
export function isAddressComplete(address: ShippingAddress): boolean {
  return shippingAddressSchema.isValidSync(address);
}

/** Spec §7: the demo payment "processes" for 2 seconds before the order is sent. */
export const DEMO_PROCESSING_DELAY_MS = 2000;

/** The checkout's own messages (spec §5), by catalog id. */
export const CHECKOUT_TEXT = {
  fixErrors: 'checkout.fixErrors',
  selectPayment: 'validation.paymentMethod.required',
  orderFailed: 'checkout.orderFailed',
  completeRequired: 'checkout.completeRequired',
} as const satisfies Record<string, MessageId>;
