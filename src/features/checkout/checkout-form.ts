import type { MessageId } from '../../universal/i18n/messages';
import type { Locale } from '../../universal/i18n/locale';
import type { Currency } from '../../universal/i18n/money';
import type { DeliveryOption } from '../../universal/pricing';
import {
  checkoutRequestSchema,
  type PaymentMethod,
  SHIPPING_ADDRESS_DEFAULTS,
  type ShippingAddress,
  shippingAddressSchema,
} from '../../universal/validation/checkout-schema';
import { guestCheckoutSchema } from '../../universal/validation/guest-checkout-schema';

/** The checkout form: the address and the payment choice are validated by Formik with the server's rules. */
export interface CheckoutFormValues {
  shippingAddress: ShippingAddress;
  deliveryOption: DeliveryOption;
  /** '' until the shopper picks one (spec §5: 'Please select a payment method'). */
  paymentMethod: PaymentMethod | '';
  /** "Save this address to my address book", ticked under a new address (SavedAddressPicker). */
  saveAddress?: boolean;
  /** A signed-out shopper's contact (GuestContact): never kept in the draft, the password least of all. */
  guest?: GuestContactValues;
}

export interface GuestContactValues {
  email: string;
  createAccount: boolean;
  password: string;
  /** "Email me a reminder if I leave my cart" (decision 0121): kept on the guest cart as it changes, never sent with the order. */
  remindCart?: boolean;
}

export const CHECKOUT_FORM_DEFAULTS: CheckoutFormValues = {
  shippingAddress: { ...SHIPPING_ADDRESS_DEFAULTS },
  deliveryOption: 'standard',
  paymentMethod: '',
};

/** The server's checkout rules for what the shopper fills in (the delivery choice always has a value). */
export const checkoutFormSchema = checkoutRequestSchema.pick(['shippingAddress', 'paymentMethod']);

export const GUEST_CONTACT_DEFAULTS: GuestContactValues = { email: '', createAccount: false, password: '' };

/** What checkout sends of a guest's contact: the password only with an account to make, and the page's language. */
export function guestPayload(values: GuestContactValues, language: Locale, currency: Currency) {
  return {
    email: values.email.trim(),
    createAccount: values.createAccount,
    // An account made with the order keeps the language and currency the shopper was using (issue 48).
    ...(values.createAccount && { password: values.password, currency }),
    language,
  };
}

/** A guest's form: the same, with the contact the server checks by the same rule (guest-checkout-schema). */
export const guestCheckoutFormSchema = checkoutFormSchema.shape({
  guest: guestCheckoutSchema.pick(['email', 'createAccount', 'password']),
});

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
  emailTaken: 'checkout.guest.emailTaken',
  completeRequired: 'checkout.completeRequired',
} as const satisfies Record<string, MessageId>;
