import { CURRENCIES, LANGUAGES, PROFILE_DEFAULTS, profileSchema } from './profile-schema';
import { serverErrors as schemaErrors } from './validation-test-support';
import { loadPhoneRules } from './phone-check';

// validateSync below reads the phone rules, which load on first use (phone-check.test covers the wait).
beforeAll(() => loadPhoneRules());

const serverErrors = (body: object) => schemaErrors(profileSchema, body);

const profile = {
  name: 'Mona Ali',
  email: 'mona@example.com',
  phone: '01012345678',
  address: { street: '12 Tahrir St., Apt 4-B', city: 'New Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' },
  preferences: { emailNotifications: true, smsNotifications: false, currency: 'EGP', language: 'ar' },
};

/** A US address: its state is typed and its ZIP code required. */
const inUs = { state: 'New York', zipCode: '10001', country: 'United States' };

const withAddress = (change: object) => ({ ...profile, address: { ...profile.address, ...change } });
const withPreferences = (change: object) => ({ ...profile, preferences: { ...profile.preferences, ...change } });

describe('profileSchema (spec §5 Profile)', () => {
  it('accepts a complete profile', () => {
    expect(serverErrors(profile)).toEqual({});
  });

  it("reads a national-format phone with the profile's country, and names its format when refused", () => {
    const uk = { street: '10 Downing Street', city: 'London', state: 'London', zipCode: 'SW1A 2AA' };
    const inUk = { ...withAddress({ ...uk, country: 'United Kingdom' }), phone: '07911 123456' };
    expect(serverErrors(inUk)).toEqual({});
    expect(profileSchema.cast(inUk).phone).toBe('07911123456');
    expect(serverErrors({ ...inUk, phone: '07911 12345' })).toEqual({
      phone: 'Please enter a valid UK phone number, e.g. 07400 123456 or +44 7400 123456',
    });
  });

  it.each([
    [{ ...profile, name: '' }, { name: 'Name is required' }],
    [{ ...profile, name: 'M' }, { name: 'Name must be at least 2 characters' }],
    [{ ...profile, name: 'Mona_Ali' }, { name: 'Name can only contain letters and spaces' }],
    [{ ...profile, name: 'a'.repeat(51) }, { name: 'Name must be at most 50 characters' }],
    [{ ...profile, email: '' }, { email: 'Email is required' }],
    [{ ...profile, email: 'mona@example' }, { email: 'Please enter a valid email address' }],
    [{ ...profile, phone: '' }, { phone: 'Phone number is required' }],
    [{ ...profile, phone: '+2001012345678' }, { phone: 'Please enter a valid phone number' }],
    [withAddress({ street: '' }), { 'address.street': 'Street address is required' }],
    // Spec §5 Profile: min 5 … ('Please enter a valid address'); "complete address" is checkout's text.
    [withAddress({ street: '12 S' }), { 'address.street': 'Please enter a valid address' }],
    [withAddress({ street: '12 Main St; DROP' }), { 'address.street': 'Please enter a valid address' }],
    [withAddress({ street: 'a'.repeat(101) }), { 'address.street': 'Street address must be at most 100 characters' }],
    [withAddress({ city: '' }), { 'address.city': 'City is required' }],
    [withAddress({ city: 'C' }), { 'address.city': 'Please enter a valid city name' }],
    [withAddress({ city: 'Cairo 2' }), { 'address.city': 'Please enter a valid city name' }],
    [withAddress({ city: 'c'.repeat(51) }), { 'address.city': 'Please enter a valid city name' }],
    [withAddress({ ...inUs, state: '' }), { 'address.state': 'State is required' }],
    [withAddress({ ...inUs, state: 'S' }), { 'address.state': 'Please enter a valid state' }],
    [withAddress({ ...inUs, state: 'St8' }), { 'address.state': 'Please enter a valid state' }],
    [withAddress({ ...inUs, zipCode: '' }), { 'address.zipCode': 'ZIP code is required' }],
    // Egypt (issue 48): the governorate from the list, the postal code optional.
    [withAddress({ state: '' }), { 'address.state': 'Please choose a governorate' }],
    [withAddress({ state: 'St8' }), { 'address.state': "Please choose one of Egypt's governorates" }],
    [withAddress({ zipCode: '' }), {}],
    [withAddress({ street: '١٢ شارع التحرير، الدقي', state: 'الجيزة', zipCode: '' }), {}],
    [
      withAddress({ zipCode: '123456' }),
      { 'address.zipCode': 'Please enter a valid postal code (5 digits, e.g. 11511)' },
    ],
    [
      withAddress({ zipCode: '123456', country: 'United States' }),
      { 'address.zipCode': 'Please enter a valid ZIP code (12345 or 12345-6789)' },
    ],
    [withAddress({ country: '' }), { 'address.country': 'Country is required' }],
    [withAddress({ country: 'c'.repeat(51) }), { 'address.country': 'Country must be at most 50 characters' }],
    [withPreferences({ currency: 'JPY' }), { 'preferences.currency': 'Please select a valid currency' }],
    [withPreferences({ currency: '' }), { 'preferences.currency': 'Please select a valid currency' }],
    [withPreferences({ language: 'tlh' }), { 'preferences.language': 'Please select a valid language' }],
    [
      withPreferences({ emailNotifications: 'sometimes' }),
      { 'preferences.emailNotifications': 'Please choose on or off for notifications' },
    ],
    [
      withPreferences({ smsNotifications: undefined }),
      { 'preferences.smsNotifications': 'Please choose on or off for notifications' },
    ],
  ])('%j → %j', (body, expected) => {
    expect(serverErrors(body)).toEqual(expected);
  });

  it('accepts every listed currency and language', () => {
    for (const currency of CURRENCIES) expect(serverErrors(withPreferences({ currency }))).toEqual({});
    for (const language of LANGUAGES) expect(serverErrors(withPreferences({ language }))).toEqual({});
  });

  it('allows any country, unlike checkout', () => {
    expect(serverErrors(withAddress({ country: 'France' }))).toEqual({});
  });

  it('checks the postal code of a checkout country however its name is typed', () => {
    expect(serverErrors(withAddress({ country: 'مصر', zipCode: '1151' }))).toEqual({
      'address.zipCode': 'Please enter a valid postal code (5 digits, e.g. 11511)',
    });
    expect(serverErrors(withAddress({ country: 'egypt', zipCode: '11511' }))).toEqual({});
    // …and its governorate: a profile typed in Arabic stores it under checkout's name.
    expect(profileSchema.validateSync(withAddress({ country: 'مصر', state: 'القاهرة' })).address.state).toBe('Cairo');
  });

  it('defaults to Egypt, email on, SMS off, USD and English', () => {
    expect(PROFILE_DEFAULTS.address.country).toBe('Egypt');
    expect(PROFILE_DEFAULTS.preferences).toEqual({
      emailNotifications: true,
      smsNotifications: false,
      currency: 'USD',
      language: 'en',
    });
  });

  it('reports the defaults as incomplete rather than silently valid', () => {
    expect(Object.keys(serverErrors(PROFILE_DEFAULTS)).sort()).toEqual(
      // An Egyptian address may leave out its postal code (issue 48).
      ['address.city', 'address.state', 'address.street', 'email', 'name', 'phone'].sort(),
    );
  });
});
