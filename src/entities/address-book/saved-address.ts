import type { SavedAddress } from '../../universal/contracts/addresses';
import { type ShippingAddress, shippingAddressSchema } from '../../universal/validation/checkout-schema';
import { knownCountry } from '../../universal/validation/contact-rules';

/**
 * A saved address as checkout's shipping address, to fill a form with. A country typed in the profile
 * ('مصر') reads as checkout's own name for it; one checkout does not know is left unchosen, as on a new
 * form (the country select has no such option), so the form asks for it.
 */
export function asShippingAddress(saved: SavedAddress): ShippingAddress {
  const { name, phone, street, city, state, zipCode } = saved;
  // '' is how an unchosen select holds it; the schema answers "Country is required".
  const country = knownCountry(saved.country) ?? ('' as ShippingAddress['country']);
  return { name, phone, street, city, state, zipCode, country };
}

/**
 * Whether checkout can ship to it as it is. An address saved in the book passed checkout's rules, but one
 * carried over from the profile (free-text country, another phone rule) may miss some.
 */
export function isShippable(saved: SavedAddress): boolean {
  return shippingAddressSchema.isValidSync(asShippingAddress(saved));
}

const FIELDS = Object.keys(shippingAddressSchema.fields) as (keyof ShippingAddress)[];

/** Whether a shipping address is this saved one: the same recipient, phone and place. */
export function isSameAddress(saved: SavedAddress, address: ShippingAddress): boolean {
  const own = asShippingAddress(saved);
  return FIELDS.every((field) => own[field] === address[field]);
}

/** How a screen reader names an address among the others: its label, else its recipient and street. */
export function addressName(saved: SavedAddress): string {
  return saved.label || `${saved.name}, ${saved.street}`;
}
