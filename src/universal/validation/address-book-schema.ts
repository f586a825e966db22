/**
 * An address of the address book (issue 34) and the body of POST and PUT /api/user/addresses: checkout's
 * shipping address with its rules as they are (spec §5; per country: no State for the UK, postcode
 * formats, phones), plus a label of the shopper's own ("Home", "Work"). One rule for both forms: an
 * address the book takes is one checkout ships to.
 */
import { boolean, type InferType, string } from 'yup';
import { SHIPPING_ADDRESS_DEFAULTS, shippingAddressSchema } from './checkout-schema';
import * as msg from './messages';

export const ADDRESS_LABEL_MAX_LENGTH = 40;

/** Words on one line: a tab or a line break has no place in a name shown on a card. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** Optional: an address saved from checkout or carried over from the profile has none until the shopper names it. */
const labelField = string()
  .default('')
  .trim()
  .max(ADDRESS_LABEL_MAX_LENGTH, msg.ADDRESS_LABEL_TOO_LONG)
  .test('one-line', msg.ADDRESS_LABEL_INVALID, (value) => !value || !CONTROL_CHARACTER.test(value));

export const savedAddressSchema = shippingAddressSchema.shape({ label: labelField });

export type SavedAddressValues = InferType<typeof savedAddressSchema>;

/** The book's form and request: the address, and whether it becomes the default for shipping. */
export const savedAddressRequestSchema = savedAddressSchema.shape({ makeDefault: boolean().default(false) });

export type SavedAddressRequest = InferType<typeof savedAddressRequestSchema>;

export const SAVED_ADDRESS_DEFAULTS: Readonly<SavedAddressRequest> = {
  ...SHIPPING_ADDRESS_DEFAULTS,
  label: '',
  makeDefault: false,
};
