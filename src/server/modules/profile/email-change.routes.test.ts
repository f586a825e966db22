import { withTestApp, createTestUser, type TestUser } from '../../test/harness';
import { ACCOUNT_LIMITS } from '../auth/limits';
import { UNDO_LINK_TTL_MS } from '../auth/email-changes';
import { call, uniqueEmail } from '../auth/test-support';

const PUBLIC_URL = 'https://shop.example.test';
const t = withTestApp({ publicUrl: PUBLIC_URL });

const profileOf = (email: string, language = 'en') => ({
  name: 'Amira Hassan',
  email,
  phone: '01012345678',
  address: { street: '12 Nile St.', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' },
  preferences: { emailNotifications: false, smsNotifications: false, currency: 'USD', language },
});
const getProfile = (token: string) => call(t, 'GET', '/api/user/profile', { token });
const putProfile = (token: string, body: unknown) => call(t, 'PUT', '/api/user/profile', { token, body });
const login = (email: string, password: string) => call(t, 'POST', '/api/auth/login', { body: { email, password } });
const mailsTo = (email: string) =>
  t.db.query<{ subject: string; body_text: string; body_html: string }>(
    'SELECT subject, body_text, body_html FROM mail_outbox WHERE recipient = $1 ORDER BY id',
    [email],
  );
const undoTokenIn = (text: string) => /\/auth\/undo-email-change\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
const undo = (token: string) => call(t, 'POST', `/api/auth/email-change/${token}/undo`);

/** A user with a second session (another device), whose email the first session changes. */
async function changeEmail(user: TestUser, language = 'en') {
  await call(t, 'PATCH', '/api/user/preferences', { token: user.token, body: { language } });
  const otherDevice = (await login(user.email, user.password)).body.token as string;
  const newEmail = uniqueEmail('moved');
  // The update also switches the language to English: the notice is in the language the owner had.
  const response = await putProfile(user.token, { ...profileOf(newEmail), currentPassword: user.password });
  expect(response.status).toBe(200);
  const [mail] = await mailsTo(user.email);
  return { newEmail, otherDevice, mail, token: undoTokenIn(mail?.body_text ?? '') };
}

describe('changing the sign-in email (PUT /api/user/profile)', () => {
  it.each([
    ['without the current password', {}, 'Current password is required'],
    ['with a wrong current password', { currentPassword: 'Wrong9Pass' }, 'Current password is incorrect'],
  ])('is refused %s (400 on currentPassword) and changes nothing', async (_label, extra, message) => {
    const user = await createTestUser(t.ctx);
    const response = await putProfile(user.token, { ...profileOf(uniqueEmail()), ...extra });
    expect(response).toMatchObject({ status: 400, body: { message, errors: { currentPassword: message } } });
    expect((await getProfile(user.token)).body.email).toBe(user.email);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('needs no password, and mails nothing, when the email stays (in any spelling)', async () => {
    const user = await createTestUser(t.ctx);
    const response = await putProfile(user.token, profileOf(` ${user.email.toUpperCase()}. `));
    expect(response).toMatchObject({ status: 200, body: { user: { email: user.email } } });
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('with the password: saves it, ends the other sessions and mails the old address an undo link in the profile language', async () => {
    const user = await createTestUser(t.ctx);
    const { newEmail, otherDevice, mail, token } = await changeEmail(user, 'fr');
    expect((await getProfile(user.token)).body.email).toBe(newEmail);
    expect((await getProfile(otherDevice)).status).toBe(401);
    expect(mail?.subject).toBe("L'adresse e-mail de votre compte Storefront a été modifiée");
    expect(mail?.body_text).toContain(`de ${user.email} à ${newEmail}`);
    expect(mail?.body_text).toContain(`${PUBLIC_URL}/fr/auth/undo-email-change/${token}`);
    expect(mail?.body_html).toContain(`href="${PUBLIC_URL}/fr/auth/undo-email-change/${token}"`);
    // The new address gets only its verification link (decision 0090): until it is followed, it is unproven.
    expect((await mailsTo(newEmail)).map((sent) => sent.subject)).toEqual([
      "Confirmez l'adresse e-mail de votre compte Storefront",
    ]);
    expect((await getProfile(user.token)).body.emailVerified).toBe(false);
  });
});

describe('the undo link (/api/auth/email-change/:token)', () => {
  it('puts the old address back, ends every session and hands the owner a password reset, once', async () => {
    const user = await createTestUser(t.ctx);
    const { newEmail, otherDevice, token } = await changeEmail(user);
    expect(await call(t, 'GET', `/api/auth/email-change/${token}`)).toMatchObject({ status: 200 });

    const undone = await undo(token);
    expect(undone).toMatchObject({ status: 200, body: { email: user.email, resetToken: expect.any(String) } });
    for (const session of [user.token, otherDevice]) expect((await getProfile(session)).status).toBe(401);
    expect((await login(newEmail, user.password)).status).toBe(401);
    // The undo link went to the old address: that address is proven again (decision 0090).
    const [row] = await t.db.query<{ proven: boolean }>(
      'SELECT email_verified_at IS NOT NULL AS proven FROM users WHERE id = $1',
      [user.id],
    );
    expect(row?.proven).toBe(true);

    const reset = await call(t, 'PUT', `/api/auth/reset-password/${undone.body.resetToken as string}`, {
      body: { password: 'Mine9Again', confirmPassword: 'Mine9Again' },
    });
    expect(reset.status).toBe(200);
    expect((await login(user.email, 'Mine9Again')).status).toBe(200);

    expect(await undo(token)).toMatchObject({ status: 400, body: { code: 'INVALID_UNDO_LINK' } });
    expect((await call(t, 'GET', `/api/auth/email-change/${token}`)).status).toBe(400);
  });

  it(`works for ${UNDO_LINK_TTL_MS / 86_400_000} days, not longer`, async () => {
    const user = await createTestUser(t.ctx);
    const { token } = await changeEmail(user);
    t.clock.advance(UNDO_LINK_TTL_MS);
    expect(await undo(token)).toMatchObject({ status: 400, body: { code: 'INVALID_UNDO_LINK' } });
  });

  it('still works after a later change, whose own undo link cannot bring the thief’s address back', async () => {
    const user = await createTestUser(t.ctx);
    const first = await changeEmail(user);
    // The thief changes the address again; that change's notice goes to the thief's first address.
    const thief = { ...user, email: first.newEmail };
    const second = await changeEmail(thief);
    expect((await undo(first.token)).status).toBe(200);
    expect(await undo(second.token)).toMatchObject({ status: 400, body: { code: 'INVALID_UNDO_LINK' } });
    expect((await login(user.email, user.password)).status).toBe(200);
  });
});

describe('profile update limits', () => {
  it(`answers 429 after ${ACCOUNT_LIMITS.profileUpdatePerUser.limit} updates by one account, probing emails or not`, async () => {
    const user = await createTestUser(t.ctx);
    const taken = await createTestUser(t.ctx);
    for (let i = 0; i < ACCOUNT_LIMITS.profileUpdatePerUser.limit; i += 1) {
      const probe = await putProfile(user.token, { ...profileOf(taken.email), currentPassword: user.password });
      expect(probe.status).toBe(409);
    }
    const blocked = await putProfile(user.token, profileOf(user.email));
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBe('900');
  });
});
