import { DELIVERY_OPTIONS, type DeliveryOption } from '../../universal/pricing';
import { COUNTRIES, type ShippingAddress } from '../../universal/validation/checkout-schema';
import { knownCountry } from '../../universal/validation/contact-rules';
import { isCountryCode } from '../../universal/ship-to';
import { ADDRESS_FIELDS, CHECKOUT_FORM_DEFAULTS, type CheckoutFormValues } from './checkout-form';
import type { Order } from '../../entities/order';

/**
 * A half-typed checkout survives a reload in the same tab (issue 12): the address and the delivery
 * choice are kept in session storage. Never the payment method, nor anything secret: the shopper
 * picks the payment again.
 */
const KEY = 'storefront.checkoutDraft';

export interface CheckoutDraft {
  shippingAddress: ShippingAddress;
  deliveryOption: DeliveryOption;
  /** Whether the form's country still follows the header's "Deliver to" (use-country-follow). */
  countryFollow?: CountryFollow;
}

/**
 * The header's "Deliver to" as the form last saw it, and whether the shopper has edited the form's
 * country field since (then the header no longer moves it).
 */
export interface CountryFollow {
  /** ISO code: 'EG'. */
  shipTo: string;
  edited: boolean;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveCheckoutDraft(values: CheckoutFormValues, countryFollow?: CountryFollow): void {
  const draft: CheckoutDraft = {
    shippingAddress: values.shippingAddress,
    deliveryOption: values.deliveryOption,
    ...(countryFollow && { countryFollow }),
  };
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

/** The draft's country-follow state, or undefined when there is no draft or it predates one. */
export function loadCountryFollow(): CountryFollow | undefined {
  try {
    const raw = storage()?.getItem(KEY);
    const follow = raw ? (JSON.parse(raw) as Partial<CheckoutDraft>).countryFollow : undefined;
    return follow && isCountryCode(follow.shipTo) && typeof follow.edited === 'boolean'
      ? { shipTo: follow.shipTo, edited: follow.edited }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The starting address, with each field the shopper changed before it arrived left as they typed it. */
export function keepTyped(start: ShippingAddress, now: ShippingAddress, initial: ShippingAddress): ShippingAddress {
  const address = { ...start };
  for (const field of ADDRESS_FIELDS)
    if (now[field] !== initial[field]) Object.assign(address, { [field]: now[field] });
  return address;
}

interface ProfileLike {
  name?: string;
  phone?: string;
  address?: { street?: string; city?: string; state?: string; zipCode?: string; country?: string };
}

/** What a returning shopper's checkout starts from, before anything is typed. */
export interface AddressSources {
  profile?: ProfileLike;
  /** The newest order's address: where the shopper sent their last order. */
  lastOrder?: Order['shippingAddress'];
  /** Where the shop is (GET /api/shop, an ISO code). */
  shopCountry?: string;
}

/**
 * The checkout address a shopper starts from: the profile's address once they gave one, else the
 * address of their last order, else the profile's name and phone alone. The country follows the same
 * order and falls back to the shop's own; any spelling of one of checkout's countries counts ('مصر').
 */
export function startingAddress({ profile, lastOrder, shopCountry }: AddressSources): ShippingAddress {
  const base = CHECKOUT_FORM_DEFAULTS.shippingAddress;
  // The profile's country is only the shopper's own once they gave an address (it defaults to Egypt).
  const ownAddress = profile?.address?.street ? profile.address : undefined;
  const country =
    knownCountry(ownAddress?.country) ?? knownCountry(lastOrder?.country) ?? knownCountry(shopCountry) ?? base.country;
  const from = ownAddress || !lastOrder ? { ...profile, ...ownAddress } : lastOrder;
  return {
    country,
    name: from.name || base.name,
    phone: from.phone || base.phone,
    street: from.street || base.street,
    city: from.city || base.city,
    state: from.state || base.state,
    zipCode: from.zipCode || base.zipCode,
  };
}
