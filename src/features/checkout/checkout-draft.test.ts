import { BAKER_STREET } from '../../test/addresses';
import { startingAddress } from './checkout-draft';

const address = { street: '12 Tahrir St.', city: 'Cairo', state: 'Cairo', zipCode: '11511' };
const profile = { name: 'Mona Ali', phone: '01012345678' };
const lastOrder = { ...BAKER_STREET, name: 'Mona Ali' };

describe('startingAddress: where checkout starts before anything is typed', () => {
  it('takes the profile’s address, and its country however the shopper typed it', () => {
    expect(startingAddress({ profile: { ...profile, address: { ...address, country: 'مصر' } }, lastOrder })).toEqual({
      name: 'Mona Ali',
      phone: '01012345678',
      ...address,
      country: 'Egypt',
    });
    const typedInSpanish = { ...profile, address: { ...address, country: 'reino unido' } };
    expect(startingAddress({ profile: typedInSpanish }).country).toBe('United Kingdom');
  });

  it('takes the last order’s address when the profile has none', () => {
    const noAddress = { ...profile, address: { street: '', city: '', state: '', zipCode: '', country: 'Egypt' } };
    expect(startingAddress({ profile: noAddress, lastOrder, shopCountry: 'EG' })).toEqual(lastOrder);
  });

  it('falls back to the profile’s name and phone in the shop’s country', () => {
    expect(startingAddress({ profile: { ...profile, address: { country: 'Egypt' } }, shopCountry: 'AU' })).toEqual({
      ...profile,
      street: '',
      city: '',
      state: '',
      zipCode: '',
      country: 'Australia',
    });
  });

  it('takes the country from the last order, then the shop, where the profile’s is not one checkout ships to', () => {
    const inFrance = { ...profile, address: { ...address, country: 'France' } };
    expect(startingAddress({ profile: inFrance, lastOrder, shopCountry: 'AU' }).country).toBe('United Kingdom');
    expect(startingAddress({ profile: inFrance, shopCountry: 'AU' }).country).toBe('Australia');
    expect(startingAddress({ profile: inFrance }).country).toBe('Egypt');
  });
});
