import type { SavedAddress } from '../universal/contracts/addresses';

/** Amira's address in Cairo, as an order or the address book keeps it: the shop's own country. */
export const IN_CAIRO = {
  name: 'Amira Hassan',
  phone: '01012345678',
  street: '12 Nile Corniche',
  city: 'Cairo',
  state: 'Cairo',
  zipCode: '11511',
  country: 'Egypt',
};

/** An entry of the address book as the server answers it: Amira's, in Cairo, unless the test says otherwise. */
export function savedAddress(id: string, label: string, overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id,
    label,
    ...IN_CAIRO,
    isDefault: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    lastUsedAt: null,
    ...overrides,
  };
}

/** An address in London: another country's phone, no governorate, a UK postcode. */
export const IN_LONDON = {
  phone: '07911123456',
  street: '10 Downing Street',
  city: 'London',
  state: '',
  zipCode: 'SW1A 2AA',
  country: 'United Kingdom',
} as const satisfies Partial<SavedAddress>;

/** A delivery address in London, as an order keeps it: a British phone and postcode, no governorate. */
export const BAKER_STREET = {
  name: 'Amira Hassan',
  phone: '07911123456',
  street: '221B Baker Street',
  city: 'London',
  state: '',
  zipCode: 'NW1 6XE',
  country: 'United Kingdom',
};

/** Amira's address in Sydney: a country the shop can stop delivering to (its region is the tests' to remove). */
export const IN_SYDNEY = {
  name: 'Amira Hassan',
  phone: '0412 345 678',
  street: '1 George Street',
  city: 'Sydney',
  state: 'NSW',
  zipCode: '2000',
  country: 'Australia',
};
