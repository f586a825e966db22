import {
  checkoutRequestSchema,
  COUNTRIES,
  DELIVERY_DETAILS,
  DELIVERY_OPTIONS,
  MAX_LENGTHS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  SHIPPING_ADDRESS_DEFAULTS,
  shippingAddressSchema,
  toDemoPaymentMethod,
} from './checkout-schema';
import { formErrors, serverErrors } from './validation-test-support';

const address = {
  name: 'Mona Ali',
  phone: '+201112345678',
  street: '12 Tahrir Street',
  city: 'Cairo',
  state: 'Cairo',
  zipCode: '11511',
  country: 'Egypt',
};

describe('shippingAddressSchema (spec §5 Checkout address)', () => {
  it('accepts a complete address', () => {
    expect(serverErrors(shippingAddressSchema, address)).toEqual({});
    expect(serverErrors(shippingAddressSchema, { ...address, zipCode: '12345-6789' })).toEqual({});
  });

  it.each([
    [{ name: '' }, { name: 'Full name is required' }],
    [{ name: 'M' }, { name: 'Please enter a valid name' }],
    [{ name: 'Mona 2' }, { name: 'Please enter a valid name' }],
    [{ name: 'a'.repeat(51) }, { name: 'Please enter a valid name' }],
    [{ phone: '' }, { phone: 'Phone number is required' }],
    [{ phone: '0101234567' }, { phone: 'Please enter a valid phone number' }],
    [{ street: '' }, { street: 'Street address is required' }],
    [{ street: '12 S' }, { street: 'Please enter a complete address' }],
    [{ street: 'a'.repeat(101) }, { street: 'Street address must be at most 100 characters' }],
    [{ city: '' }, { city: 'City is required' }],
    [{ city: 'C' }, { city: 'Please enter a valid city' }],
    [{ city: 'c'.repeat(51) }, { city: 'Please enter a valid city' }],
    [{ state: '' }, { state: 'State is required' }],
    [{ state: 'S' }, { state: 'Please enter a valid state' }],
    [{ state: 's'.repeat(51) }, { state: 'Please enter a valid state' }],
    [{ zipCode: '' }, { zipCode: 'ZIP code is required' }],
    [{ zipCode: '1234' }, { zipCode: 'Please enter a valid ZIP code (12345 or 12345-6789)' }],
    [{ country: '' }, { country: 'Country is required' }],
    [{ country: 'France' }, { country: 'Please select a valid country' }],
  ])('%j → %j', (change, expected) => {
    expect(serverErrors(shippingAddressSchema, { ...address, ...change })).toEqual(expected);
  });

  it('accepts every listed country', () => {
    expect(COUNTRIES).toEqual(['United States', 'Canada', 'United Kingdom', 'Australia', 'Egypt']);
    for (const country of COUNTRIES) expect(serverErrors(shippingAddressSchema, { ...address, country })).toEqual({});
  });

  it('starts empty with United States selected, and the empty form reports each "required" message', async () => {
    expect(SHIPPING_ADDRESS_DEFAULTS).toEqual({
      name: '',
      phone: '',
      street: '',
      city: '',
      state: '',
      zipCode: '',
      country: 'United States',
    });
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

  it('exposes input max lengths that match the rules', () => {
    expect(MAX_LENGTHS).toEqual({ name: 50, street: 100, city: 50, state: 50, zipCode: 10 });
    expect(serverErrors(shippingAddressSchema, { ...address, street: 'a'.repeat(MAX_LENGTHS.street) })).toEqual({});
  });
});

describe('checkoutRequestSchema (POST /orders/checkout)', () => {
  const request = { shippingAddress: address, paymentMethod: 'paypal', deliveryOption: 'express' };

  it('accepts each payment method, bare or in the "(Demo)" wire form, and yields the bare value', () => {
    for (const method of PAYMENT_METHODS) {
      expect(checkoutRequestSchema.validateSync({ ...request, paymentMethod: method }).paymentMethod).toBe(method);
      expect(
        checkoutRequestSchema.validateSync({ ...request, paymentMethod: toDemoPaymentMethod(method) }).paymentMethod,
      ).toBe(method);
    }
    expect(toDemoPaymentMethod('credit-card')).toBe('credit-card (Demo)');
  });

  it.each([
    [{ paymentMethod: '' }, { paymentMethod: 'Please select a payment method' }],
    [{ paymentMethod: undefined }, { paymentMethod: 'Please select a payment method' }],
    [{ paymentMethod: 'bitcoin' }, { paymentMethod: 'Please select a payment method' }],
    [{ deliveryOption: 'overnight' }, { deliveryOption: 'Please select a delivery option' }],
    [{ deliveryOption: undefined }, { deliveryOption: 'Please select a delivery option' }],
    [
      { shippingAddress: { ...address, zipCode: 'x' } },
      { 'shippingAddress.zipCode': 'Please enter a valid ZIP code (12345 or 12345-6789)' },
    ],
  ])('%j → %j', (change, expected) => {
    expect(serverErrors(checkoutRequestSchema, { ...request, ...change })).toEqual(expected);
  });

  it('offers the documented payment labels and delivery options', () => {
    expect(PAYMENT_METHODS).toEqual(['credit-card', 'paypal', 'apple-pay', 'google-pay']);
    expect(Object.keys(PAYMENT_METHOD_LABELS)).toEqual([...PAYMENT_METHODS]);
    expect(DELIVERY_OPTIONS).toEqual(['standard', 'express', 'same-day']);
    expect(DELIVERY_DETAILS.standard).toMatchObject({ priceCents: 0, eta: '5-7 business days' });
    expect(DELIVERY_DETAILS.express).toMatchObject({ priceCents: 999, eta: '2-3 business days' });
    expect(DELIVERY_DETAILS['same-day']).toMatchObject({ priceCents: 1999, eta: 'Today by 9 PM' });
  });
});
