import { createTestUser, type TestUser, withTestApp } from '../../test/harness';
import { IN_CAIRO } from '../../../test/addresses';
import { call } from '../auth/test-support';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '../../../universal/contracts/addresses';

const t = withTestApp();

const HOME = { label: 'Home', ...IN_CAIRO };
const WORK = {
  label: 'Work',
  name: 'Amira Hassan',
  phone: '07911 123456',
  street: '10 Downing Street',
  city: 'London',
  state: '',
  zipCode: 'SW1A 2AA',
  country: 'United Kingdom',
};

const HOUR = 3_600_000;
const list = (user: TestUser) => call(t, 'GET', '/api/user/addresses', { token: user.token });
const create = (user: TestUser, body: unknown) => call(t, 'POST', '/api/user/addresses', { token: user.token, body });
const update = (user: TestUser, id: string, body: unknown) =>
  call(t, 'PUT', `/api/user/addresses/${id}`, { token: user.token, body });
const remove = (user: TestUser, id: string) => call(t, 'DELETE', `/api/user/addresses/${id}`, { token: user.token });
const makeDefault = (user: TestUser, id: string) =>
  call(t, 'POST', `/api/user/addresses/${id}/default`, { token: user.token });

const addressesOf = (body: Record<string, unknown>) => body.addresses as SavedAddress[];
const labels = (body: Record<string, unknown>) =>
  addressesOf(body).map((address) => `${address.label}${address.isDefault ? '*' : ''}`);

/** Saves `bodies` one hour apart (the clock moves), answering their ids in order. */
async function saveAll(user: TestUser, ...bodies: object[]): Promise<string[]> {
  const ids: string[] = [];
  for (const body of bodies) {
    t.clock.advance(HOUR);
    const before = new Set(addressesOf((await list(user)).body).map((address) => address.id));
    const response = await create(user, body);
    if (response.status !== 201)
      throw new Error(`create answered ${response.status}: ${JSON.stringify(response.body)}`);
    ids.push(addressesOf(response.body).find((address) => !before.has(address.id))?.id ?? '');
  }
  return ids;
}

describe('the address book', () => {
  it('starts empty, and is only for a signed-in shopper', async () => {
    const user = await createTestUser(t.ctx);
    expect(await list(user)).toMatchObject({ status: 200, body: { addresses: [] } });
    expect((await call(t, 'GET', '/api/user/addresses')).status).toBe(401);
    expect((await call(t, 'POST', '/api/user/addresses', { body: HOME })).status).toBe(401);
  });

  it('saves addresses with the checkout rules; the first is the default until another is made it', async () => {
    const user = await createTestUser(t.ctx);
    const first = await create(user, HOME);
    expect(first.status).toBe(201);
    expect(addressesOf(first.body)).toEqual([
      {
        ...HOME,
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        isDefault: true,
        createdAt: t.clock.now().toISOString(),
        lastUsedAt: null,
      },
    ]);
    // The UK's national phone form is kept without its spaces, as checkout keeps it.
    t.clock.advance(HOUR);
    const second = await create(user, { ...WORK, state: 'Greater London' });
    expect(labels(second.body)).toEqual(['Home*', 'Work']);
    expect(addressesOf(second.body)[1]).toMatchObject({ phone: '07911123456', state: '' });

    t.clock.advance(HOUR);
    const third = await create(user, { ...HOME, label: 'Parents', makeDefault: true });
    expect(labels(third.body)).toEqual(['Parents*', 'Work', 'Home']);
    expect(labels((await list(user)).body)).toEqual(['Parents*', 'Work', 'Home']);
  });

  it('answers 400 with the field messages checkout gives, and saves nothing', async () => {
    const user = await createTestUser(t.ctx);
    const response = await create(user, {
      ...WORK,
      label: 'x'.repeat(41),
      zipCode: '12345',
      phone: '0101',
      street: '',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: {
        label: 'Label must be at most 40 characters',
        zipCode: 'Please enter a valid postcode, e.g. SW1A 1AA',
        phone: expect.stringMatching(/UK/),
        street: 'Street address is required',
      },
      errorIds: { label: 'validation.addressLabel.tooLong', street: 'validation.street.required' },
    });
    const elsewhere = await create(user, { ...HOME, country: 'Narnia', label: 'Line\nbreak' });
    expect(elsewhere.body.errors).toEqual({
      country: 'Please select a valid country',
      label: 'Label must be plain text on one line',
    });
    expect(addressesOf((await list(user)).body)).toEqual([]);
  });

  it('keeps one default when several tabs save the first addresses at once', async () => {
    const user = await createTestUser(t.ctx);
    const answers = await Promise.all(['A', 'B', 'C', 'D', 'E', 'F'].map((label) => create(user, { ...HOME, label })));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const book = addressesOf((await list(user)).body);
    expect(book).toHaveLength(6);
    expect(book.filter((address) => address.isDefault)).toHaveLength(1);
  });

  it(`holds at most ${MAX_SAVED_ADDRESSES} addresses`, async () => {
    const user = await createTestUser(t.ctx);
    for (let n = 1; n <= MAX_SAVED_ADDRESSES; n += 1) {
      expect((await create(user, { ...HOME, label: `Address ${n}` })).status).toBe(201);
    }
    const refused = await create(user, { ...HOME, label: 'One more' });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        code: 'ADDRESS_BOOK_FULL',
        message: `Your address book can hold at most ${MAX_SAVED_ADDRESSES} addresses`,
      },
    });
    expect(addressesOf((await list(user)).body)).toHaveLength(MAX_SAVED_ADDRESSES);
  });

  it('replaces an address, and can make it the default', async () => {
    const user = await createTestUser(t.ctx);
    const [home, work] = await saveAll(user, HOME, WORK);
    const changed = await update(user, work ?? '', { ...WORK, label: 'Office', street: '1 Canada Square' });
    expect(changed.status).toBe(200);
    expect(addressesOf(changed.body).find((address) => address.id === work)).toMatchObject({
      label: 'Office',
      street: '1 Canada Square',
      isDefault: false,
    });
    const promoted = await update(user, work ?? '', { ...WORK, makeDefault: true });
    expect(labels(promoted.body)).toEqual(['Work*', 'Home']);
    // makeDefault false never leaves the book without a default.
    expect(labels((await update(user, work ?? '', { ...WORK, makeDefault: false })).body)).toEqual(['Work*', 'Home']);
    expect((await update(user, home ?? '', { ...HOME, city: 'C4iro' })).body.errors).toEqual({
      city: 'Please enter a valid city',
    });
  });

  it('sets the default', async () => {
    const user = await createTestUser(t.ctx);
    const [, work] = await saveAll(user, HOME, WORK);
    const answer = await makeDefault(user, work ?? '');
    expect(answer.status).toBe(200);
    expect(labels(answer.body)).toEqual(['Work*', 'Home']);
  });

  it('deleting the default makes the most recently used or added address the default', async () => {
    const user = await createTestUser(t.ctx);
    const [home, , parents] = await saveAll(user, HOME, WORK, { ...HOME, label: 'Parents', street: '3 Tahrir Square' });
    // Home was the default; Parents is the newest.
    const afterHome = await remove(user, home ?? '');
    expect(afterHome.status).toBe(200);
    expect(labels(afterHome.body)).toEqual(['Parents*', 'Work']);
    // Deleting an address that is not the default leaves the default alone.
    expect(labels((await saveAndRemoveOther(user)).body)).toEqual(['Parents*', 'Work']);
    expect(labels((await remove(user, parents ?? '')).body)).toEqual(['Work*']);
    expect(labels((await remove(user, addressesOf((await list(user)).body)[0]?.id ?? '')).body)).toEqual([]);
  });

  async function saveAndRemoveOther(user: TestUser) {
    const [other] = await saveAll(user, { ...WORK, label: 'Gym' });
    return remove(user, other ?? '');
  }

  it("answers 404 for another account's address and for one that is gone, and changes nothing", async () => {
    const owner = await createTestUser(t.ctx);
    const stranger = await createTestUser(t.ctx);
    const [home] = await saveAll(owner, HOME);
    const id = home ?? '';
    for (const attempt of [
      update(stranger, id, { ...HOME, street: '1 Stolen Street' }),
      remove(stranger, id),
      makeDefault(stranger, id),
      update(owner, '00000000-0000-4000-8000-000000000000', HOME),
    ]) {
      expect(await attempt).toMatchObject({
        status: 404,
        body: { code: 'ADDRESS_NOT_FOUND', message: 'Address not found' },
      });
    }
    expect(addressesOf((await list(owner)).body)).toMatchObject([{ id, street: HOME.street, isDefault: true }]);
    expect(addressesOf((await list(stranger)).body)).toEqual([]);
    expect((await remove(owner, 'not-an-id')).status).toBe(400);
  });
});
