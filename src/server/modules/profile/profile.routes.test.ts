import { withTestApp, createTestUser } from '../../test/harness';
import { ACCOUNT_LIMITS } from '../auth/limits';
import { call, uniqueEmail, uniqueIp } from '../auth/test-support';

const t = withTestApp();

const validProfile = (email: string) => ({
  name: 'Amira Hassan',
  email,
  phone: '+20 101 234 5678',
  address: { street: '12 Nile St.', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' },
  preferences: { emailNotifications: false, smsNotifications: true, currency: 'EGP', language: 'ar' },
});

const getProfile = (token: string) => call(t, 'GET', '/api/user/profile', { token });
const putProfile = (token: string, body: unknown) => call(t, 'PUT', '/api/user/profile', { token, body });
const changePassword = (token: string, body: unknown, ip?: string) =>
  call(t, 'PUT', '/api/user/change-password', { token, body, ip });
const login = (email: string, password: string) => call(t, 'POST', '/api/auth/login', { body: { email, password } });

describe('GET /api/user/profile', () => {
  it('answers the profile entity with the spec defaults for a new account', async () => {
    const user = await createTestUser(t.ctx, { name: 'Omar Adel' });
    const { status, body } = await getProfile(user.token);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: user.id,
      name: 'Omar Adel',
      email: user.email,
      emailVerified: true,
      phone: user.phone,
      address: { street: '', city: '', state: '', zipCode: '', country: 'Egypt' },
      preferences: { emailNotifications: true, smsNotifications: false, currency: 'USD', language: 'en' },
    });
  });

  it('answers 401 without a session', async () => {
    expect(await call(t, 'GET', '/api/user/profile')).toMatchObject({
      status: 401,
      body: { message: expect.any(String) },
    });
  });
});

describe('PUT /api/user/profile', () => {
  it('saves the whole profile, normalising email and phone, and answers {user}', async () => {
    const user = await createTestUser(t.ctx);
    const email = uniqueEmail('Moved');
    const { status, body } = await putProfile(user.token, {
      id: 'someone-else',
      ...validProfile(` ${email.toUpperCase()} `),
      currentPassword: user.password,
    });
    // A new address is stored unproven (decision 0090).
    const expected = {
      id: user.id,
      ...validProfile(email.toLowerCase()),
      emailVerified: false,
      phone: '+201012345678',
    };
    expect(status).toBe(200);
    expect(body).toEqual({ user: expected });
    expect((await getProfile(user.token)).body).toEqual(expected);
    expect((await login(email, user.password)).status).toBe(200);
  });

  it("takes a phone in the national form of the profile's country, and digits typed in Arabic-Indic", async () => {
    const user = await createTestUser(t.ctx);
    const profile = validProfile(user.email);
    const inUk = {
      ...profile,
      phone: '07911 123456',
      address: {
        street: '10 Downing Street',
        city: 'London',
        state: 'London',
        zipCode: 'SW1A 2AA',
        country: 'United Kingdom',
      },
    };
    const { status, body } = await putProfile(user.token, inUk);
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ phone: '07911123456' });
    const arabicDigits = { ...profile, phone: '٠١٠ ١٢٣٤ ٥٦٧٨', address: { ...profile.address, zipCode: '١١٥١١' } };
    expect((await putProfile(user.token, arabicDigits)).body.user).toMatchObject({
      phone: '01012345678',
      address: { zipCode: '11511' },
    });
  });

  it('answers 409 for an email another account uses, and changes nothing', async () => {
    const user = await createTestUser(t.ctx);
    const other = await createTestUser(t.ctx);
    const response = await putProfile(user.token, {
      ...validProfile(other.email.toUpperCase()),
      currentPassword: user.password,
    });
    expect(response).toMatchObject({ status: 409, body: { message: 'An account with this email already exists' } });
    expect((await getProfile(user.token)).body.email).toBe(user.email);
  });

  it('answers 400 with field messages for the profile rules, and changes nothing', async () => {
    const user = await createTestUser(t.ctx);
    const bad = validProfile(user.email);
    const { status, body } = await putProfile(user.token, {
      ...bad,
      name: 'Amira 2',
      address: { ...bad.address, street: '12 Nile <St>', city: 'C4iro', zipCode: '123' },
      preferences: { ...bad.preferences, currency: 'BTC' },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      name: 'Name can only contain letters and spaces',
      'address.street': 'Please enter a valid address',
      'address.city': 'Please enter a valid city name',
      'address.zipCode': 'Please enter a valid postal code (5 digits, e.g. 11511)',
      'preferences.currency': 'Please select a valid currency',
    });
    expect((await getProfile(user.token)).body.address).toMatchObject({ street: '', country: 'Egypt' });
  });

  it("words a street that is too short as the spec's profile does, not as checkout does", async () => {
    const user = await createTestUser(t.ctx);
    const profile = validProfile(user.email);
    const { status, body } = await putProfile(user.token, {
      ...profile,
      address: { ...profile.address, street: '12 S' },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ 'address.street': 'Please enter a valid address' });
  });

  it.each([
    ['missing address', (p: ReturnType<typeof validProfile>) => ({ ...p, address: undefined }), 'address.street'],
    [
      'a 10,000-character street',
      (p: ReturnType<typeof validProfile>) => ({ ...p, address: { ...p.address, street: 'a'.repeat(10_000) } }),
      'address.street',
    ],
    [
      'a string for a switch',
      (p: ReturnType<typeof validProfile>) => ({ ...p, preferences: { ...p.preferences, smsNotifications: 'maybe' } }),
      'preferences.smsNotifications',
    ],
    ['an array for the name', (p: ReturnType<typeof validProfile>) => ({ ...p, name: ['Amira', 'Hassan'] }), 'name'],
  ])('rejects %s with 400 naming the field', async (_label, change, field) => {
    const user = await createTestUser(t.ctx);
    const response = await putProfile(user.token, change(validProfile(user.email)));
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors as object)).toContain(field);
    expect((await getProfile(user.token)).body.name).toBe(user.name);
  });

  it('ignores fields outside the profile, such as the token version', async () => {
    const user = await createTestUser(t.ctx);
    const response = await putProfile(user.token, {
      ...validProfile(user.email),
      token_version: 7,
      password_hash: 'x',
    });
    expect(response.status).toBe(200);
    expect((await getProfile(user.token)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(200);
  });
});

describe('PUT /api/user/change-password', () => {
  it("changes the password, ends the account's other sessions and keeps this one", async () => {
    const user = await createTestUser(t.ctx);
    const other = await login(user.email, user.password);
    const { status, body } = await changePassword(user.token, {
      currentPassword: user.password,
      newPassword: 'Fresh9Pass',
    });
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'Password changed successfully', token: user.token });
    expect((await getProfile(user.token)).status).toBe(200);
    expect((await getProfile(other.body.token as string)).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, 'Fresh9Pass')).status).toBe(200);
  });

  it("takes a password manager's password: hyphens, spaces, any printable character (issue 48)", async () => {
    const user = await createTestUser(t.ctx);
    for (const newPassword of ['Correct-Horse-Battery-9', 'Correct horse ~ battery "9"']) {
      const current = newPassword === 'Correct-Horse-Battery-9' ? user.password : 'Correct-Horse-Battery-9';
      expect((await changePassword(user.token, { currentPassword: current, newPassword })).status).toBe(200);
      expect((await login(user.email, newPassword)).status).toBe(200);
    }
  });

  it('answers 400 for a wrong current password and keeps the session', async () => {
    const user = await createTestUser(t.ctx);
    const response = await changePassword(user.token, { currentPassword: 'Wrong9Pass', newPassword: 'Fresh9Pass' });
    expect(response).toMatchObject({ status: 400, body: { message: 'Current password is incorrect' } });
    expect((await getProfile(user.token)).status).toBe(200);
  });

  it.each([
    [{ newPassword: 'Fresh9Pass' }, 'Current password is required'],
    [
      { currentPassword: 'Passw0rd!', newPassword: 'Passw0rd!' },
      'New password must be different from current password',
    ],
    [{ currentPassword: 'Passw0rd!', newPassword: 'short1A' }, 'Password must be at least 8 characters'],
    // Each message names the part really missing (issue 48).
    [{ currentPassword: 'Passw0rd!', newPassword: 'alllowercase1' }, 'Password must contain an uppercase letter'],
    [
      { currentPassword: 'Passw0rd!', newPassword: 'correct-horse' },
      'Password must contain an uppercase letter and a number',
    ],
    [
      { currentPassword: 'Passw0rd!', newPassword: 'Correct\tHorse-9' },
      "Password can't contain tabs, line breaks or other control characters",
    ],
  ])('answers 400 for %j with "%s" and changes nothing', async (body, message) => {
    const user = await createTestUser(t.ctx);
    expect(await changePassword(user.token, body)).toMatchObject({ status: 400, body: { message } });
    expect((await getProfile(user.token)).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect(
      (await call(t, 'PUT', '/api/user/change-password', { body: { currentPassword: 'a', newPassword: 'b' } })).status,
    ).toBe(401);
  });

  it(`answers 429 after ${ACCOUNT_LIMITS.changePasswordPerUser.limit} attempts by one account`, async () => {
    const user = await createTestUser(t.ctx);
    for (let i = 0; i < ACCOUNT_LIMITS.changePasswordPerUser.limit; i += 1) {
      const response = await changePassword(user.token, { currentPassword: 'Wrong9Pass', newPassword: 'Fresh9Pass' });
      expect(response.status).toBe(400);
    }
    // A new address does not help: the account itself is counted.
    const blocked = await changePassword(
      user.token,
      { currentPassword: user.password, newPassword: 'Fresh9Pass' },
      uniqueIp(),
    );
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBe('900');
  });
});
