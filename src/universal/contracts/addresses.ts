import { type Static, Type } from 'typebox';
import { Text } from './body-fields';
import { endpointGroup } from './endpoint';
import { ERROR_CODES } from './error-codes';
import { INVALID, SIGNED_IN } from './failures';

/**
 * How many addresses one book holds: enough for a home, a workplace, family and friends; every answer
 * carries the whole book, so a bounded one keeps each answer small.
 */
export const MAX_SAVED_ADDRESSES = 20;

/** A saved address: checkout's shipping address, the shopper's label for it, and whether it is the default. */
export const SavedAddressSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  label: Type.String({ description: "The shopper's name for it ('Home', 'Work'); '' when none was given" }),
  name: Type.String(),
  phone: Type.String(),
  street: Type.String(),
  city: Type.String(),
  state: Type.String({ description: "'' where the country's addresses name no state (the United Kingdom)" }),
  zipCode: Type.String(),
  country: Type.String({ description: "One of checkout's countries, by its English name" }),
  isDefault: Type.Boolean({ description: 'The address checkout starts from; a book with addresses has exactly one' }),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When an order last shipped to it; null before the first',
  }),
});

export type SavedAddress = Static<typeof SavedAddressSchema>;

/** Every address-book endpoint answers the whole book: the default first, then the most recently used or added. */
export const AddressBookSchema = Type.Object({ addresses: Type.Array(SavedAddressSchema) });

export type AddressBook = Static<typeof AddressBookSchema>;

/**
 * An address to save, as a shape only: its rules are the shared yup schema's (savedAddressRequestSchema in
 * validation/address-book-schema.ts), run by the handler, so a missing field gets the form's own message.
 */
export const SavedAddressBodySchema = Type.Object({
  label: Text(),
  name: Text(),
  phone: Text(),
  street: Text(),
  city: Text(),
  state: Text(),
  zipCode: Text(),
  country: Text(),
  makeDefault: Type.Optional(
    Type.Boolean({ description: 'Make it the default for shipping (false leaves the default)' }),
  ),
});

/** An address in a path; one that is not the shopper's answers 404, as one that does not exist. */
export const AddressIdParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** Every address-book endpoint answers the whole book. */
const addressBookEndpoint = endpointGroup({
  tags: ['addresses'],
  access: 'shopper',
  response: AddressBookSchema,
  failures: SIGNED_IN,
});
/** One saved address, named in the path. */
const savedAddress = addressBookEndpoint.with({
  params: AddressIdParamsSchema,
  failures: { ...INVALID, 404: [ERROR_CODES.ADDRESS_NOT_FOUND] },
});

export const listAddresses = addressBookEndpoint.get('/api/user/addresses', {
  summary: 'The address book: the default first, then the most recently used or added',
});

export const createAddress = addressBookEndpoint.post('/api/user/addresses', {
  summary: `Saves an address (the first one becomes the default); 400 ADDRESS_BOOK_FULL at ${MAX_SAVED_ADDRESSES}`,
  body: SavedAddressBodySchema,
  status: 201,
  failures: { 400: [ERROR_CODES.VALIDATION_FAILED, ERROR_CODES.ADDRESS_BOOK_FULL] },
});

export const updateAddress = savedAddress.put('/api/user/addresses/:id', {
  summary: 'Replaces a saved address (orders keep their own copy of the address they shipped to)',
  body: SavedAddressBodySchema,
});

export const deleteAddress = savedAddress.delete('/api/user/addresses/:id', {
  summary: 'Deletes a saved address; deleting the default makes the most recently used or added one the default',
});

export const setDefaultAddress = savedAddress.post('/api/user/addresses/:id/default', {
  summary: 'Makes a saved address the default for shipping',
});
