import { createTestUser, type TestUser, withTestApp } from '../../test/harness';
import { IN_LONDON } from '../../../test/addresses';
import { call } from '../auth/test-support';
import { checkout, fillCart, VALID_ADDRESS, VALID_CHECKOUT } from '../../test/checkout-test-support';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '../../../universal/contracts/addresses';

/** The address book as the profile (its default is the profile's address) and checkout (it saves and uses) see it. */
const t = withTestApp();

const HOUR = 3_600_000;
const book = async (user: TestUser) =>
  (await call(t, 'GET', '/api/user/addresses', { token: user.token })).body.addresses as SavedAddress[];
const save = (user: TestUser, body: object) => call(t, 'POST', '/api/user/addresses', { token: user.token, body });
const profileOf = async (user: TestUser) => (await call(t, 'GET', '/api/user/profile', { token: user.token })).body;
const putProfile = (user: TestUser, address: object) =>
  call(t, 'PUT', '/api/user/profile', {
    token: user.token,
    body: {
      name: 'Amira Hassan',
      email: user.email,
      phone: '01012345678',
      address,
      preferences: { emailNotifications: false, smsNotifications: false, currency: 'USD', language: 'en' },
    },
  });

/** Places an order of product 1 shipped to `shippingAddress`. */
async function orderTo(user: TestUser, shippingAddress: object, extra: object = {}) {
  await fillCart(t.db, user.id, [[1, 1]]);
  const response = await checkout(t.app, user, { ...VALID_CHECKOUT, shippingAddress, ...extra });
  expect(response.statusCode).toBe(201);
}

describe("the profile's address is the default saved address", () => {
  /** The London address as a profile keeps it: without a phone. */
  const { phone: _phone, ...LONDON } = IN_LONDON;

  it('a profile saved with an empty book makes its first address, for the account holder', async () => {
    const user = await createTestUser(t.ctx);
    expect((await profileOf(user)).address).toEqual({ street: '', city: '', state: '', zipCode: '', country: 'Egypt' });
    // The profile's free-text country is kept under checkout's name when it names one of its countries.
    expect((await putProfile(user, { ...LONDON, country: 'المملكة المتحدة' })).status).toBe(200);
    expect(await book(user)).toEqual([
      expect.objectContaining({ ...LONDON, label: '', name: 'Amira Hassan', phone: '01012345678', isDefault: true }),
    ]);
    expect((await profileOf(user)).address).toEqual(LONDON);
  });

  it("reads the default's place, and a profile saved changes only that: label, recipient and phone stay", async () => {
    const user = await createTestUser(t.ctx);
    await save(user, { ...VALID_ADDRESS, label: 'Home' });
    t.clock.advance(HOUR);
    await save(user, {
      ...VALID_ADDRESS,
      label: 'Office',
      name: 'Omar Adel',
      street: '5 Tahrir Square',
      makeDefault: true,
    });
    expect((await profileOf(user)).address).toMatchObject({ street: '5 Tahrir Square', country: 'Egypt' });

    const saved = await putProfile(user, LONDON);
    expect(saved.body).toMatchObject({ user: { address: LONDON } });
    const [office, home] = await book(user);
    expect(office).toMatchObject({ ...LONDON, label: 'Office', name: 'Omar Adel', isDefault: true });
    expect(home).toMatchObject({ label: 'Home', street: VALID_ADDRESS.street, isDefault: false });
  });

  it('the header picker answers the profile with its address too', async () => {
    const user = await createTestUser(t.ctx);
    await save(user, { ...VALID_ADDRESS, label: 'Home' });
    const response = await call(t, 'PATCH', '/api/user/preferences', { token: user.token, body: { language: 'ar' } });
    expect(response.body).toMatchObject({ user: { address: { street: VALID_ADDRESS.street, city: 'Cairo' } } });
  });
});

describe('checkout and the address book', () => {
  it('"save this address" adds the address shipped to, unlabelled and used; unticked, nothing is saved', async () => {
    const user = await createTestUser(t.ctx);
    await orderTo(user, VALID_ADDRESS);
    expect(await book(user)).toEqual([]);
    await orderTo(user, VALID_ADDRESS, { saveAddress: true });
    expect(await book(user)).toEqual([
      expect.objectContaining({
        ...VALID_ADDRESS,
        label: '',
        isDefault: true,
        lastUsedAt: t.clock.now().toISOString(),
      }),
    ]);
  });

  it('an order to a saved address marks it used and never saves it twice', async () => {
    const user = await createTestUser(t.ctx);
    await save(user, { ...VALID_ADDRESS, label: 'Home' });
    t.clock.advance(HOUR);
    const office = { ...VALID_ADDRESS, street: '5 Tahrir Square' };
    await save(user, { ...office, label: 'Office' });
    t.clock.advance(HOUR);
    await orderTo(user, VALID_ADDRESS, { saveAddress: true });
    const [home, second] = await book(user);
    expect(home).toMatchObject({ label: 'Home', lastUsedAt: t.clock.now().toISOString() });
    expect(second).toMatchObject({ label: 'Office', lastUsedAt: null });
    expect(await book(user)).toHaveLength(2);
  });

  it('a full book does not stop the order; the address is not saved', async () => {
    const user = await createTestUser(t.ctx);
    for (let n = 0; n < MAX_SAVED_ADDRESSES; n += 1) await save(user, { ...VALID_ADDRESS, label: `Address ${n}` });
    await orderTo(user, { ...VALID_ADDRESS, street: '99 Nowhere Street' }, { saveAddress: true });
    const saved = await book(user);
    expect(saved).toHaveLength(MAX_SAVED_ADDRESSES);
    expect(saved.map((address) => address.street)).not.toContain('99 Nowhere Street');
  });
});
