import en from '../i18n/messages/en.json';
import * as messages from './messages';

// Copied by hand from spec §5 so an accidental edit to a shopper-facing text fails here: the server
// answers these English texts, the English catalog's for the rules' ids.
const SPEC_TEXTS = [
  'Email is required',
  'Please enter a valid email address',
  'Password is required',
  'Password must be at least 6 characters',
  'Name is required',
  'Name must be at least 2 characters',
  'Name can only contain letters and spaces',
  'Phone number is required',
  'Please enter a valid phone number',
  'Password must be at least 8 characters',
  'Password must contain uppercase, lowercase, and number',
  'Current password is required',
  'New password is required',
  'New password must be different from current password',
  'Please confirm your password',
  "Passwords don't match",
  'Please fix password requirements',
  'Passwords do not match',
  'Full name is required',
  'Please enter a valid name',
  'Street address is required',
  'Please enter a complete address',
  'City is required',
  'Please enter a valid city',
  'State is required',
  'Please enter a valid state',
  'ZIP code is required',
  'Please enter a valid ZIP code (12345 or 12345-6789)',
  'Country is required',
  'Please select a payment method',
  'Please enter a valid address',
  'Please enter a valid city name',
];

describe('validation messages', () => {
  const ids = Object.values(messages);
  const texts: string[] = ids.map((id) => en[id]);

  it.each(SPEC_TEXTS)('has the spec text %p', (text) => {
    expect(texts).toContain(text);
  });

  it('gives each rule its own message, and each text one id', () => {
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
