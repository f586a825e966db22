import { ValidationError } from 'yup';
import { signupSchema } from './signup-schema';
import { shippingAddressSchema } from './checkout-schema';
import { phoneRulesLoaded, whenPhoneRulesLoad } from './phone-check';
import * as msg from './messages';

const signup = { name: 'Mona Ali', email: 'mona@example.com', password: 'Abcdefg1' };
const london = {
  name: 'Sam Shopper',
  phone: '07400123456',
  street: '10 Downing Street',
  city: 'London',
  state: '',
  zipCode: 'SW1A 2AA',
  country: 'United Kingdom',
};
const cairo = {
  name: 'Mona Ali',
  phone: '01012345678',
  street: '12 Nile Corniche',
  city: 'Cairo',
  state: 'Cairo',
  zipCode: '',
  country: 'Egypt',
};

// Each jest file has its own module registry: the library starts unloaded here, as on a page's first visit.
describe('phone checks load libphonenumber on first need', () => {
  it('settles the spec’s Egyptian mobile without it', async () => {
    expect(shippingAddressSchema.isValidSync(cairo)).toBe(true);
    await expect(signupSchema.validate({ ...signup, phone: '01012345678' })).resolves.toBeDefined();
    expect(phoneRulesLoaded()).toBe(false);
  });

  it('leaves an empty phone to "required", without loading anything', async () => {
    const error = await shippingAddressSchema.validateAt('phone', { ...london, phone: '' }).catch((e: unknown) => e);
    expect((error as ValidationError).errors).toEqual([msg.PHONE_REQUIRED]);
    expect(phoneRulesLoaded()).toBe(false);
  });

  it('a synchronous check of another country’s phone counts it unchecked until the library is in', async () => {
    const loaded = new Promise<void>((resolve) => whenPhoneRulesLoad(resolve));
    // "Is this address complete?" cannot wait: a valid UK phone is not complete yet…
    expect(shippingAddressSchema.isValidSync(london)).toBe(false);
    await loaded;
    // …and is once the library is in, which is when usePhoneRules renders the screen again.
    expect(shippingAddressSchema.isValidSync(london)).toBe(true);
    expect(shippingAddressSchema.isValidSync({ ...london, phone: '0740012345' })).toBe(false);
  });

  it('validation that may wait (the forms’, the server’s) waits for the library, then judges by it', async () => {
    // A registry of its own, where the library has not loaded yet.
    let fresh!: { signup: typeof signupSchema; loaded: typeof phoneRulesLoaded };
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- isolateModules takes a synchronous callback */
      fresh = {
        signup: (require('./signup-schema') as typeof import('./signup-schema')).signupSchema,
        loaded: (require('./phone-check') as typeof import('./phone-check')).phoneRulesLoaded,
      };
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    expect(fresh.loaded()).toBe(false);
    await expect(fresh.signup.validate({ ...signup, phone: '+447400123456' })).resolves.toMatchObject({
      phone: '+447400123456',
    });
    expect(fresh.loaded()).toBe(true);
    const refused = await fresh.signup.validate({ ...signup, phone: '+44740012' }).catch((error: unknown) => error);
    expect(ValidationError.isError(refused)).toBe(true);
    expect((refused as ValidationError).errors).toEqual([msg.PHONE_INVALID]);
  });
});
