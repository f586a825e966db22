import {
  checkoutRequestSchema,
  PAYMENT_METHODS,
  SHIPPING_ADDRESS_DEFAULTS,
  shippingAddressSchema,
  toWirePaymentMethod,
} from './checkout-schema';
import { formErrors, serverErrors } from './validation-test-support';
import { loadPhoneRules } from './phone-check';

// validateSync below reads the phone rules, which load on first use (phone-check.test covers the wait).
beforeAll(() => loadPhoneRules());

const address = {
  name: 'Mona Ali',
  phone: '+201112345678',
  street: '12 Tahrir Street',
  city: 'Cairo',
  state: 'Cairo',
  zipCode: '11511',
  country: 'Egypt',
};

/** A US address: a typed state and a required ZIP code, as the spec has them. */
const usAddress = {
  ...address,
  country: 'United States',
  phone: '(201) 555-0123',
  state: 'New York',
  zipCode: '12345',
};

describe('shippingAddressSchema (spec §5 Checkout address)', () => {
  it('accepts a complete address', () => {
    expect(serverErrors(shippingAddressSchema, address)).toEqual({});
  });

  it('accepts names, streets and cities in any script', () => {
    const arabic = { ...address, name: 'أميرة حسن', street: '١٢ شارع التحرير', city: 'القاهرة', state: 'الجيزة' };
    expect(serverErrors(shippingAddressSchema, arabic)).toEqual({});
    expect(serverErrors(shippingAddressSchema, { ...usAddress, state: 'Nueva León' })).toEqual({});
    expect(serverErrors(shippingAddressSchema, { ...address, name: "Zoë O'Brien", city: "St. John's" })).toEqual({});
    expect(serverErrors(shippingAddressSchema, { ...address, name: 'Hassan-Élodie' })).toEqual({});
  });

  it('takes a phone and postal code typed in Arabic-Indic or Persian digits, kept in Latin digits', () => {
    const typed = { ...address, phone: '+٢٠ ١١١ ٢٣٤ ٥٦٧٨', zipCode: '۱۱۵۱۱' };
    expect(serverErrors(shippingAddressSchema, typed)).toEqual({});
    expect(shippingAddressSchema.cast(typed)).toMatchObject({ phone: '+201112345678', zipCode: '11511' });
  });

  it('asks for a state only where the country uses one, and keeps none for the UK', () => {
    const uk = { ...address, country: 'United Kingdom', phone: '07911 123456', zipCode: 'SW1A 2AA' };
    expect(serverErrors(shippingAddressSchema, { ...uk, state: '' })).toEqual({});
    expect(shippingAddressSchema.cast({ ...uk, state: 'Cairo' }).state).toBe('');
    for (const [country, zipCode] of [
      ['United States', '12345'],
      ['Canada', 'K1A 0B1'],
      ['Australia', '2000'],
    ] as const) {
      expect(
        serverErrors(shippingAddressSchema, { ...address, phone: '+201112345678', country, zipCode, state: '' }),
      ).toEqual({ state: 'State is required' });
    }
    // Egypt's is its governorate, chosen from the list.
    expect(serverErrors(shippingAddressSchema, { ...address, state: '' })).toEqual({
      state: 'Please choose a governorate',
    });
  });

  it('refuses an over-long value with a message instead of cutting it', () => {
    expect(serverErrors(shippingAddressSchema, { ...address, name: 'a'.repeat(51) })).toEqual({
      name: 'Full name must be at most 50 characters',
    });
    expect(serverErrors(shippingAddressSchema, { ...address, street: 'a'.repeat(100) })).toEqual({});
    expect(serverErrors(shippingAddressSchema, { ...address, street: 'a'.repeat(101) })).toEqual({
      street: 'Street address must be at most 100 characters',
    });
  });

  it.each([
    ['United Kingdom', '+44 20 7946 0958', 'SW1A 1AA'],
    ['United Kingdom', '020 7946 0958', 'EC1A 1BB'],
    ['United States', '(201) 555-0123', '12345-6789'],
    ['Canada', '+1 506 234 5678', 'K1A 0B1'],
    ['Australia', '0412 345 678', '2000'],
    ['Egypt', '010 1234 5678', '11511'],
  ])('accepts a %s phone %s and postcode %s', (country, phone, zipCode) => {
    expect(serverErrors(shippingAddressSchema, { ...address, country, phone, zipCode })).toEqual({});
  });

  it.each([
    [
      'United Kingdom',
      'Please enter a valid UK phone number, e.g. 07400 123456 or +44 7400 123456',
      'Please enter a valid postcode, e.g. SW1A 1AA',
    ],
    [
      'United States',
      'Please enter a valid US phone number, e.g. (201) 555-0123 or +1 201 555 0123',
      'Please enter a valid ZIP code (12345 or 12345-6789)',
    ],
    [
      'Canada',
      'Please enter a valid Canadian phone number, e.g. (506) 234-5678 or +1 506 234 5678',
      'Please enter a valid postal code (A1A 1A1)',
    ],
    [
      'Australia',
      'Please enter a valid Australian phone number, e.g. 0412 345 678 or +61 412 345 678',
      'Please enter a valid postcode (4 digits, e.g. 2000)',
    ],
    ['Egypt', 'Please enter a valid phone number', 'Please enter a valid postal code (5 digits, e.g. 11511)'],
  ])('names the %s format when phone or postcode does not fit', (country, phoneMessage, zipMessage) => {
    // An Egyptian mobile is not a UK number, and a UK postcode is no one else's.
    const foreign =
      country === 'Egypt'
        ? { phone: '+44 20 7946 0958', zipCode: 'SW1A 1AA' }
        : { phone: '01012345678', zipCode: 'XX' };
    expect(serverErrors(shippingAddressSchema, { ...address, country, ...foreign })).toEqual({
      phone: phoneMessage,
      zipCode: zipMessage,
    });
  });

  it.each([
    [{ name: '' }, { name: 'Full name is required' }],
    [{ name: 'M' }, { name: 'Please enter a valid name' }],
    [{ name: 'Mona 2' }, { name: 'Please enter a valid name' }],
    [{ name: 'a'.repeat(51) }, { name: 'Full name must be at most 50 characters' }],
    [{ phone: '' }, { phone: 'Phone number is required' }],
    [{ phone: '0101234567' }, { phone: 'Please enter a valid phone number' }],
    [{ street: '' }, { street: 'Street address is required' }],
    [{ street: '12 S' }, { street: 'Please enter a complete address' }],
    [{ street: 'a'.repeat(101) }, { street: 'Street address must be at most 100 characters' }],
    [{ city: '' }, { city: 'City is required' }],
    [{ city: 'C' }, { city: 'Please enter a valid city' }],
    [{ city: 'c'.repeat(51) }, { city: 'Please enter a valid city' }],
    [{ ...usAddress, state: '' }, { state: 'State is required' }],
    [{ ...usAddress, state: 'S' }, { state: 'Please enter a valid state' }],
    [{ ...usAddress, state: 's'.repeat(51) }, { state: 'Please enter a valid state' }],
    [{ ...usAddress, zipCode: '' }, { zipCode: 'ZIP code is required' }],
    [{ zipCode: '1234' }, { zipCode: 'Please enter a valid postal code (5 digits, e.g. 11511)' }],
    [{ country: '' }, { country: 'Country is required' }],
    [{ country: 'France' }, { country: 'Please select a valid country' }],
  ])('%j → %j', (change, expected) => {
    expect(serverErrors(shippingAddressSchema, { ...address, ...change })).toEqual(expected);
  });

  it('starts empty with the shop\'s default country (Egypt), and the empty form reports each "required" message', async () => {
    expect(SHIPPING_ADDRESS_DEFAULTS).toEqual({
      name: '',
      phone: '',
      street: '',
      city: '',
      state: '',
      zipCode: '',
      country: 'Egypt',
    });
    // With no country, the spec's own messages (and a postal code is required where the country is unknown).
    await expect(formErrors(shippingAddressSchema, { ...SHIPPING_ADDRESS_DEFAULTS, country: '' })).resolves.toEqual({
      name: 'Full name is required',
      phone: 'Phone number is required',
      street: 'Street address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
      country: 'Country is required',
    });
  });
});

describe('Egyptian addresses (issue 48)', () => {
  /** The address: an Arabic street with the Arabic comma, a governorate, no postal code. */
  const dokki = {
    name: 'أميرة حسن',
    phone: '010 1234 5678',
    street: '١٢ شارع التحرير، الدقي',
    city: 'الدقي',
    state: 'Giza',
    zipCode: '',
    country: 'Egypt',
  };

  it("takes the issue's address: Arabic punctuation in the street, a governorate, no postal code", () => {
    expect(serverErrors(shippingAddressSchema, dokki)).toEqual({});
    expect(serverErrors(shippingAddressSchema, { ...dokki, street: 'عمارة ٥؛ شارع التحرير، الدقي' })).toEqual({});
    expect(shippingAddressSchema.cast(dokki)).toMatchObject({ zipCode: '', state: 'Giza' });
  });

  it('still checks a postal code that is given', () => {
    expect(serverErrors(shippingAddressSchema, { ...dokki, zipCode: '١٢٦١١' })).toEqual({});
    expect(serverErrors(shippingAddressSchema, { ...dokki, zipCode: '1234' })).toEqual({
      zipCode: 'Please enter a valid postal code (5 digits, e.g. 11511)',
    });
  });

  it('requires a governorate from the list, and stores any spelling of one under its English name', () => {
    expect(serverErrors(shippingAddressSchema, { ...dokki, state: '' })).toEqual({
      state: 'Please choose a governorate',
    });
    expect(serverErrors(shippingAddressSchema, { ...dokki, state: 'Dokki' })).toEqual({
      state: "Please choose one of Egypt's governorates",
    });
    for (const spelling of ['الجيزة', 'EG-GZ', 'giza', 'Gizeh', 'Guiza'])
      expect(shippingAddressSchema.validateSync({ ...dokki, state: spelling }).state).toBe('Giza');
    expect(shippingAddressSchema.validateSync({ ...dokki, state: 'الاسكندرية' }).state).toBe('Alexandria');
  });

  it('leaves every other country its own rules: a typed state, a required postcode', () => {
    expect(serverErrors(shippingAddressSchema, { ...usAddress, state: 'Giza' })).toEqual({});
    expect(serverErrors(shippingAddressSchema, { ...usAddress, state: 'Dokki' })).toEqual({});
    expect(serverErrors(shippingAddressSchema, { ...usAddress, zipCode: '' })).toEqual({
      zipCode: 'ZIP code is required',
    });
    const uk = { ...address, country: 'United Kingdom', phone: '07911 123456', state: '', zipCode: '' };
    expect(serverErrors(shippingAddressSchema, uk)).toEqual({ zipCode: 'ZIP code is required' });
    expect(serverErrors(shippingAddressSchema, { ...usAddress, street: '12 Main St، Apt 4' })).toEqual({});
  });
});

describe('checkoutRequestSchema (POST /orders/checkout)', () => {
  const request = { shippingAddress: address, paymentMethod: 'paypal', deliveryOption: 'express' };

  it('accepts each payment method, bare or in the "(Demo)" wire form, and yields the bare value', () => {
    for (const method of PAYMENT_METHODS) {
      expect(checkoutRequestSchema.validateSync({ ...request, paymentMethod: method }).paymentMethod).toBe(method);
      expect(
        checkoutRequestSchema.validateSync({ ...request, paymentMethod: toWirePaymentMethod(method) }).paymentMethod,
      ).toBe(method);
    }
    expect(toWirePaymentMethod('credit-card')).toBe('credit-card (Demo)');
    // Cash on delivery is no demo: nothing is taken online, the courier takes the real amount.
    expect(toWirePaymentMethod('cash-on-delivery')).toBe('cash-on-delivery');
    // Nor is the mobile wallet: it is offered only where Paymob takes real money for it.
    expect(toWirePaymentMethod('mobile-wallet')).toBe('mobile-wallet');
  });

  it.each([
    [{ paymentMethod: '' }, { paymentMethod: 'Please select a payment method' }],
    [{ paymentMethod: undefined }, { paymentMethod: 'Please select a payment method' }],
    [{ paymentMethod: 'bitcoin' }, { paymentMethod: 'Please select a payment method' }],
    [{ deliveryOption: 'overnight' }, { deliveryOption: 'Please select a delivery option' }],
    [{ deliveryOption: undefined }, { deliveryOption: 'Please select a delivery option' }],
    [
      { shippingAddress: { ...address, country: 'United States', phone: '(201) 555-0123', zipCode: 'x' } },
      { 'shippingAddress.zipCode': 'Please enter a valid ZIP code (12345 or 12345-6789)' },
    ],
  ])('%j → %j', (change, expected) => {
    expect(serverErrors(checkoutRequestSchema, { ...request, ...change })).toEqual(expected);
  });
});
