import { createTestUser, withTestApp } from '../../test/harness';
import { RESET_MAIL_INTERVAL_MS } from './password-resets';
import { call, register, STRONG_PASSWORD, uniqueEmail, uniqueIp } from './test-support';

// Issue 48 §7, decision 0090: addresses proven by a mailed link; an owner never locked out of their own.
const PUBLIC_URL = 'https://shop.example.test';
const NEW_PASSWORD = 'Owner9Back';

const t = withTestApp({ publicUrl: PUBLIC_URL });

const mailsTo = (email: string) =>
  t.db.query<{ subject: string; body_text: string; body_html: string | null }>(
    'SELECT subject, body_text, body_html FROM mail_outbox WHERE recipient = $1 ORDER BY id',
    [email],
  );
const linkIn = (text: string | undefined, path: string) =>
  new RegExp(`${path}/([A-Za-z0-9_-]{43})`).exec(text ?? '')?.[1];
const profileOf = async (token: string) => (await call(t, 'GET', '/api/user/profile', { token })).body;
/** The profile form's body moving the account to `email`. */
const moveTo = (token: string, email: string, currentPassword: string) =>
  call(t, 'PUT', '/api/user/profile', {
    token,
    body: {
      name: 'Amira Hassan',
      email,
      phone: '01012345678',
      address: { street: '12 Nile St.', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' },
      preferences: { emailNotifications: false, smsNotifications: false, currency: 'USD', language: 'en' },
      currentPassword,
    },
  });
const verify = (token: string) => call(t, 'POST', `/api/auth/verify-email/${token}`);

describe('sign-up mails a verification link', () => {
  it('in the account’s language; following it (signed in or not) confirms the address, once', async () => {
    const shopper = await register(t, { language: 'ar' });
    expect(await profileOf(shopper.token)).toMatchObject({ email: shopper.email, emailVerified: false });
    const [mail] = await mailsTo(shopper.email);
    expect(mail?.subject).toBe('أكّد عنوان البريد الإلكتروني لحسابك في Storefront');
    expect(mail?.body_html).toContain('dir="rtl"');
    expect(mail?.body_text).toContain(`${PUBLIC_URL}/ar/auth/verify-email/`);
    const token = linkIn(mail?.body_text, '/auth/verify-email');
    if (!token) throw new Error('no verification link in the mail');

    expect(await verify(token)).toMatchObject({ status: 200, body: { email: shopper.email } });
    expect(await profileOf(shopper.token)).toMatchObject({ emailVerified: true });
    expect(await verify(token)).toMatchObject({ status: 400, body: { code: 'INVALID_VERIFY_LINK' } });
    expect((await verify('A'.repeat(43))).status).toBe(400);
  });

  it('stores only the token’s digest', async () => {
    const shopper = await register(t);
    const token = linkIn((await mailsTo(shopper.email))[0]?.body_text, '/auth/verify-email');
    const rows = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM email_verifications');
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('a link proves only the address it was mailed to: after an email change it confirms nothing', async () => {
    const shopper = await register(t);
    const first = linkIn((await mailsTo(shopper.email))[0]?.body_text, '/auth/verify-email') ?? '';
    const moved = uniqueEmail('moved');
    const changed = await moveTo(shopper.token, moved, STRONG_PASSWORD);
    expect(changed.status).toBe(200);
    expect((await verify(first)).status).toBe(400);
    expect(await profileOf(shopper.token)).toMatchObject({ email: moved, emailVerified: false });
    // The new address got its own link.
    const second = linkIn((await mailsTo(moved)).at(-1)?.body_text, '/auth/verify-email') ?? '';
    expect(await verify(second)).toMatchObject({ status: 200, body: { email: moved } });
  });

  it('an email change makes a confirmed account unconfirmed until the new address is proven', async () => {
    const shopper = await createTestUser(t.ctx);
    expect(await profileOf(shopper.token)).toMatchObject({ emailVerified: true });
    const moved = uniqueEmail('moved');
    expect((await moveTo(shopper.token, moved, shopper.password)).status).toBe(200);
    expect(await profileOf(shopper.token)).toMatchObject({ emailVerified: false });
  });

  it('sends the link again from the account page, and says when the address is already confirmed', async () => {
    const shopper = await register(t);
    const again = await call(t, 'POST', '/api/auth/verification', { token: shopper.token });
    expect(again).toMatchObject({ status: 202, body: { emailVerified: false } });
    const mails = await mailsTo(shopper.email);
    expect(mails).toHaveLength(2);
    // Both links work: a resend does not kill the one the shopper may be opening.
    expect((await verify(linkIn(mails[0]?.body_text, '/auth/verify-email') ?? '')).status).toBe(200);
    const done = await call(t, 'POST', '/api/auth/verification', { token: shopper.token });
    expect(done).toMatchObject({ status: 202, body: { emailVerified: true } });
    expect(await mailsTo(shopper.email)).toHaveLength(2);
    expect((await call(t, 'POST', '/api/auth/verification')).status).toBe(401);
  });
});

describe('an address someone else signed up with', () => {
  it('does not block the owner’s sign-up: the same answer as any taken address, and a mail that lets the owner in', async () => {
    const address = uniqueEmail('owner');
    const squatter = await register(t, { email: address, password: 'Squat9ter' });
    const taken = await call(t, 'POST', '/api/auth/register', {
      body: { name: 'Real Owner', email: address, phone: '01012345678', password: STRONG_PASSWORD, language: 'fr' },
    });
    const verifiedHolder = await createTestUser(t.ctx);
    const takenVerified = await call(t, 'POST', '/api/auth/register', {
      body: { name: 'Someone', email: verifiedHolder.email, phone: '01012345678', password: STRONG_PASSWORD },
    });
    // Nothing tells an unconfirmed holder from a confirmed one.
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual(takenVerified.body);
    expect(await mailsTo(verifiedHolder.email)).toEqual([]);

    // The owner's mail, in the language they signed up in, with a one-use link to choose a password.
    const mail = (await mailsTo(address)).at(-1);
    expect(mail?.subject).toBe("Quelqu'un a tenté de créer un compte Storefront avec votre adresse e-mail");
    const reset = linkIn(mail?.body_text, '/fr/auth/reset-password');
    if (!reset) throw new Error('no take-back link in the mail');
    const chosen = await call(t, 'PUT', `/api/auth/reset-password/${reset}`, {
      body: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(chosen.status).toBe(200);

    // The account is the owner's now: the squatter is signed out and cannot sign in; the address is proven.
    expect((await call(t, 'GET', '/api/user/profile', { token: squatter.token })).status).toBe(401);
    const squatterLogin = await call(t, 'POST', '/api/auth/login', { body: { email: address, password: 'Squat9ter' } });
    expect(squatterLogin.status).toBe(401);
    const owner = await call(t, 'POST', '/api/auth/login', { body: { email: address, password: NEW_PASSWORD } });
    expect(owner.status).toBe(200);
    expect(await profileOf(owner.body.token as string)).toMatchObject({ emailVerified: true });
    // From now on the address is taken for good: a sign-up sends no more take-back mails.
    const count = (await mailsTo(address)).length;
    t.clock.advance(RESET_MAIL_INTERVAL_MS);
    expect((await call(t, 'POST', '/api/auth/register', { body: { ...squatter, email: address } })).status).toBe(409);
    expect(await mailsTo(address)).toHaveLength(count);
  });

  it('the owner can always take the address back with “Forgot password”, even from another address', async () => {
    const address = uniqueEmail('owner');
    const squatter = await register(t, { email: address });
    expect(
      (await call(t, 'POST', '/api/auth/forgot-password', { body: { email: address }, ip: uniqueIp() })).status,
    ).toBe(200);
    const reset = linkIn((await mailsTo(address)).at(-1)?.body_text, '/auth/reset-password') ?? '';
    const chosen = await call(t, 'PUT', `/api/auth/reset-password/${reset}`, {
      body: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(chosen.status).toBe(200);
    expect((await call(t, 'GET', '/api/user/profile', { token: squatter.token })).status).toBe(401);
    const owner = await call(t, 'POST', '/api/auth/login', { body: { email: address, password: NEW_PASSWORD } });
    expect(await profileOf(owner.body.token as string)).toMatchObject({ emailVerified: true });
  });

  it('a sign-up burst naming the address sends its owner at most one take-back mail per interval', async () => {
    const address = uniqueEmail('owner');
    await register(t, { email: address });
    for (let i = 0; i < 6; i += 1)
      expect(
        (
          await call(t, 'POST', '/api/auth/register', {
            body: { name: 'X Y', email: address, phone: '01012345678', password: STRONG_PASSWORD },
          })
        ).status,
      ).toBe(409);
    // The verification mail, one take-back at once and one waiting for the interval's end.
    expect((await mailsTo(address)).map((mail) => mail.subject.startsWith('Someone tried'))).toEqual([
      false,
      true,
      true,
    ]);
  });
});
