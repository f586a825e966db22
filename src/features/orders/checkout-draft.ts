import { DELIVERY_OPTIONS, type DeliveryOption } from '../../shared/pricing';
import { COUNTRIES, type ShippingAddress } from '../../shared/validation/checkout-schema';
import { knownCountry } from '../../shared/validation/contact-rules';
import { ADDRESS_FIELDS, CHECKOUT_FORM_DEFAULTS, type CheckoutFormValues } from './checkout-form';

/**
 * A half-typed checkout survives a reload in the same tab (issue 12): the address and the delivery
 * choice are kept in session storage. Never the payment method, nor anything secret: the shopper
 * picks the payment again.
 */
const KEY = 'storefront.checkoutDraft';

export interface CheckoutDraft {
  shippingAddress: ShippingAddress;
  deliveryOption: DeliveryOption;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveCheckoutDraft(values: CheckoutFormValues): void {
  const draft: CheckoutDraft = { shippingAddress: values.shippingAddress, deliveryOption: values.deliveryOption };
  try {
    storage()?.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: a reload starts from the profile again.
  }
}

export function clearCheckoutDraft(): void {
  storage()?.removeItem(KEY);
}

/** The saved draft as form values (payment method empty), or undefined when there is none. */
export function loadCheckoutDraft(): CheckoutFormValues | undefined {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as Partial<CheckoutDraft>;
    const address = { ...CHECKOUT_FORM_DEFAULTS.shippingAddress };
    for (const field of ADDRESS_FIELDS) {
      const value = draft.shippingAddress?.[field];
      if (typeof value === 'string' && field !== 'country') address[field] = value;
    }
    const country = COUNTRIES.find((known) => known === draft.shippingAddress?.country);
    if (country) address.country = country;
    const deliveryOption = DELIVERY_OPTIONS.includes(draft.deliveryOption as DeliveryOption)
      ? (draft.deliveryOption as DeliveryOption)
      : CHECKOUT_FORM_DEFAULTS.deliveryOption;
    return { shippingAddress: address, deliveryOption, paymentMethod: '' };
  } catch {
    return undefined;
  }
}

interface ProfileLike {
  name?: string;
  phone?: string;
  address?: { street?: string; city?: string; state?: string; zipCode?: string; country?: string };
}

/** The checkout address from the saved profile: each field it has, the defaults for the rest. */
export function addressFromProfile(profile: ProfileLike): ShippingAddress {
  const base = CHECKOUT_FORM_DEFAULTS.shippingAddress;
  const address = profile.address ?? {};
  // The profile's country is only the shopper's own once they gave an address (it defaults to Egypt).
  // It is free text there, so any spelling of one of checkout's countries counts ('egypt', 'مصر').
  const country = address.street ? knownCountry(address.country) : undefined;
  return {
    name: profile.name || base.name,
    phone: profile.phone || base.phone,
    street: address.street || base.street,
    city: address.city || base.city,
    state: address.state || base.state,
    zipCode: address.zipCode || base.zipCode,
    country: country ?? base.country,
  };
}
