import type { SavedAddress } from '../../entities/address-book';
import { asShippingAddress } from '../../entities/address-book';
import { SAVED_ADDRESS_DEFAULTS, type SavedAddressRequest } from '../../universal/validation/address-book-schema';
import type { Country } from '../../universal/validation/checkout-schema';

/** Who a new address is for, and where, before anything is typed: the account's holder in the shopper's country. */
export interface NewAddressStart {
  name: string;
  phone: string;
  country: Country | undefined;
}

/** The address form's starting values: the address being edited as it is, or a new one for the account's holder. */
export function addressFormValues(editing: SavedAddress | undefined, start: NewAddressStart): SavedAddressRequest {
  if (editing) return { ...asShippingAddress(editing), label: editing.label, makeDefault: false };
  return {
    ...SAVED_ADDRESS_DEFAULTS,
    name: start.name,
    phone: start.phone,
    country: start.country ?? SAVED_ADDRESS_DEFAULTS.country,
  };
}
