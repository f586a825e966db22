import { CHECKOUT_FORM_DEFAULTS } from './checkout-form';
import { addressFromProfile } from './checkout-draft';

const address = { street: '12 Tahrir St.', city: 'Cairo', state: 'Cairo', zipCode: '11511' };
const profile = { name: 'Mona Ali', phone: '01012345678' };

describe('addressFromProfile: checkout starts from the saved profile', () => {
  it('takes the profile’s country however the shopper typed it', () => {
    expect(addressFromProfile({ ...profile, address: { ...address, country: 'مصر' } })).toEqual({
      name: 'Mona Ali',
      phone: '01012345678',
      ...address,
      country: 'Egypt',
    });
    expect(addressFromProfile({ ...profile, address: { ...address, country: 'reino unido' } }).country).toBe(
      'United Kingdom',
    );
  });

  it('keeps checkout’s default country for one it does not ship to, or before an address was given', () => {
    const fallback = CHECKOUT_FORM_DEFAULTS.shippingAddress.country;
    expect(addressFromProfile({ ...profile, address: { ...address, country: 'France' } }).country).toBe(fallback);
    expect(addressFromProfile({ ...profile, address: { country: 'Egypt' } }).country).toBe(fallback);
  });
});
