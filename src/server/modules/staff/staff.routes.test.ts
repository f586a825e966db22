import { addStaffMember } from './staff-members';
import { codeAt } from './two-step';
import { createTestStaff } from './test-support';
import { SWAP_NEEDS_PROOF } from './routes';
import { staffSessions } from './staff-sessions';
import { call, STRONG_PASSWORD, uniqueEmail, uniqueIp } from '../auth/test-support';
import { withTestApp, createTestUser } from '../../test/harness';

// Sign-ins hash and verify passwords many times: see cheap-argon2.ts.
jest.mock('argon2', () => jest.requireActual('../../test/reliability/cheap-argon2').cheapArgon2());

const t = withTestApp();

const TERMINAL = { id: null, email: 'terminal', ip: '' };
/** The shop the invitations come from. */
const SENDER = { publicUrl: 'http://shop.test', supportEmail: 'help@shop.test' };

/** A member added as `npm run staff -- add` adds one, with their password set from the link. */
async function addMember(role: 'owner' | 'support' | 'catalogue') {
  const email = uniqueEmail(role);
  const added = await addStaffMember(t.db, TERMINAL, { email, name: 'Nadia Farouk', role }, SENDER, t.clock.now());
  if (!added.ok) throw new Error('email taken');
  const token = added.link.split('/').at(-1) ?? '';
  const set = await call(t, 'PUT', `/api/admin/auth/password/${token}`, { body: { password: STRONG_PASSWORD } });
  expect(set.status).toBe(200);
  return { email, id: added.member.id };
}

const signIn = (email: string, password = STRONG_PASSWORD, ip = uniqueIp()) =>
  call(t, 'POST', '/api/admin/auth/sign-in', { body: { email, password }, ip });

describe('set-password links', () => {
  it('are mailed and printed, name their member, refuse a weak password and work once', async () => {
    const email = uniqueEmail('owner');
    const added = await addStaffMember(t.db, TERMINAL, { email, name: 'Omar', role: 'owner' }, SENDER, t.clock.now());
    if (!added.ok) throw new Error('taken');
    expect(added.link).toMatch(/^http:\/\/shop\.test\/admin\/set-password\/[\w-]{43}$/);
    const [mail] = await t.db.query<{ body_text: string }>('SELECT body_text FROM mail_outbox WHERE recipient = $1', [
      email,
    ]);
    expect(mail?.body_text).toContain(added.link);
    const token = added.link.split('/').at(-1) ?? '';

    expect((await call(t, 'GET', `/api/admin/auth/password/${token}`)).body).toEqual({ email });
    const weak = await call(t, 'PUT', `/api/admin/auth/password/${token}`, { body: { password: 'password' } });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('VALIDATION_FAILED');
    // The message names what is really missing (issue 48).
    expect(weak.body.errors).toEqual({ password: 'Password must contain an uppercase letter and a number' });
    const noDigit = await call(t, 'PUT', `/api/admin/auth/password/${token}`, {
      body: { password: 'Correct Horse-Battery' },
    });
    expect(noDigit.body.errors).toEqual({ password: 'Password must contain a number' });
    // A password manager's password, hyphens and a space in it, is a staff password too.
    const managed = 'Correct Horse-Battery-9';
    expect((await call(t, 'PUT', `/api/admin/auth/password/${token}`, { body: { password: managed } })).status).toBe(
      200,
    );
    expect((await signIn(email, managed)).status).toBe(200);
    const again = await call(t, 'PUT', `/api/admin/auth/password/${token}`, { body: { password: STRONG_PASSWORD } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_RESET_LINK');
    expect((await call(t, 'GET', `/api/admin/auth/password/${token}`)).status).toBe(400);
  });

  it('refuse a second member with the same email in another case', async () => {
    const email = uniqueEmail('support');
    await addStaffMember(t.db, TERMINAL, { email, name: 'A', role: 'support' }, SENDER, t.clock.now());
    const again = await addStaffMember(
      t.db,
      TERMINAL,
      { email: email.toUpperCase(), name: 'B', role: 'owner' },
      SENDER,
      t.clock.now(),
    );
    expect(again).toEqual({ ok: false, reason: 'taken' });
  });
});

describe('sign-in', () => {
  it('gives support a 12-hour session at once; the token opens the console and nothing of the shop', async () => {
    const { email } = await addMember('support');
    const answer = await signIn(email);
    expect(answer.status).toBe(200);
    const { session } = answer.body as { session: { token: string; staff: { role: string; email: string } } };
    expect(session.staff).toMatchObject({ role: 'support', email, twoStep: false });
    expect((await call(t, 'GET', '/api/admin/me', { token: session.token })).status).toBe(200);
    // A staff token is not a shopper's.
    expect((await call(t, 'GET', '/api/user/profile', { token: session.token })).status).toBe(401);
    expect((await call(t, 'GET', '/api/cart', { token: session.token })).status).toBe(401);
    t.clock.advance(12 * 3_600_000 + 1000);
    expect((await call(t, 'GET', '/api/admin/me', { token: session.token })).status).toBe(401);
  });

  it("refuses a shopper's token on the console, and a shopper's password at the console's sign-in", async () => {
    const shopper = await createTestUser(t.ctx);
    const me = await call(t, 'GET', '/api/admin/me', { token: shopper.token });
    expect(me.status).toBe(401);
    expect(me.body.code).toBe('SESSION_EXPIRED');
    expect((await signIn(shopper.email, shopper.password)).status).toBe(401);
  });

  it('answers one 401 for a wrong password, an unknown email and a member without a password', async () => {
    const { email } = await addMember('support');
    const invited = uniqueEmail('invited');
    await addStaffMember(t.db, TERMINAL, { email: invited, name: 'I', role: 'support' }, SENDER, t.clock.now());
    for (const [who, password] of [
      [email, 'Wrong1pass'],
      [uniqueEmail('nobody'), STRONG_PASSWORD],
      [invited, STRONG_PASSWORD],
    ] as const) {
      const answer = await signIn(who, password);
      expect([answer.status, answer.body.code, answer.body.message]).toEqual([
        401,
        'INVALID_CREDENTIALS',
        'Invalid email or password',
      ]);
    }
  });

  it('stops guessing at one member after 5 tries from one address', async () => {
    const { email } = await addMember('support');
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) expect((await signIn(email, 'Wrong1pass', ip)).status).toBe(401);
    expect((await signIn(email, STRONG_PASSWORD, ip)).status).toBe(429);
  });
});

describe('two-step sign-in', () => {
  it('makes an owner enrol with a QR code first, then asks every time for a code that works once', async () => {
    const { email } = await addMember('owner');
    const first = await signIn(email);
    expect(first.body.step).toBe('enrol');
    const { challenge, enrolment } = first.body as {
      challenge: string;
      enrolment: { secret: string; uri: string; qr: string };
    };
    expect(enrolment.uri).toContain(`otpauth://totp/`);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(enrolment.qr.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');

    const wrong = await call(t, 'POST', '/api/admin/auth/second-step', { body: { challenge, code: '000000' } });
    expect(wrong.status).toBe(401);
    const enrolled = await call(t, 'POST', '/api/admin/auth/second-step', {
      body: { challenge, code: codeAt(enrolment.secret, t.clock.now()) },
    });
    expect(enrolled.status).toBe(200);
    expect((enrolled.body.staff as { twoStep: boolean }).twoStep).toBe(true);

    t.clock.advance(60_000);
    const next = await signIn(email);
    expect(next.body).toEqual({ step: 'code', challenge: expect.any(String) });
    const code = codeAt(enrolment.secret, t.clock.now());
    const body = { challenge: next.body.challenge, code };
    expect((await call(t, 'POST', '/api/admin/auth/second-step', { body })).status).toBe(200);
    // The same code again, even with a fresh password step, is refused: a code is good once.
    const replay = await signIn(email);
    const again = await call(t, 'POST', '/api/admin/auth/second-step', {
      body: { challenge: replay.body.challenge, code },
    });
    expect(again.status).toBe(401);

    // A challenge lasts five minutes.
    const late = await signIn(email);
    t.clock.advance(5 * 60_000 + 1000);
    const expired = await call(t, 'POST', '/api/admin/auth/second-step', {
      body: { challenge: late.body.challenge, code: codeAt(enrolment.secret, t.clock.now()) },
    });
    expect([expired.status, expired.body.code]).toEqual([401, 'SESSION_EXPIRED']);
  });

  it('can be turned on by a support member from their account', async () => {
    const support = await createTestStaff(t, 'support');
    const start = await call(t, 'POST', '/api/admin/me/two-step', { token: support.token });
    const { secret } = start.body as { secret: string };
    const confirm = await call(t, 'PUT', '/api/admin/me/two-step', {
      token: support.token,
      body: { code: codeAt(secret, t.clock.now()) },
    });
    expect(confirm.body.twoStep).toBe(true);
    expect((await signIn(support.email)).body.step).toBe('code');
  });

  it("moves two-step sign-in to another app only with the current app's code or the password, and signs out the member's other sessions", async () => {
    const member = await createTestStaff(t, 'support');
    const start = (body?: object) => call(t, 'POST', '/api/admin/me/two-step', { token: member.token, body });
    const confirm = (secret: string) =>
      call(t, 'PUT', '/api/admin/me/two-step', { token: member.token, body: { code: codeAt(secret, t.clock.now()) } });
    const first = (await start()).body as { secret: string };
    expect((await confirm(first.secret)).status).toBe(200);
    const elsewhere = await staffSessions(t.db).start(
      t.ctx.tokenKeys.signing,
      member.id,
      { ip: '10.0.0.9' },
      t.clock.now(),
    );
    t.clock.advance(31_000);

    // The session alone, a wrong code or a wrong password does not start a swap.
    for (const body of [undefined, {}, { currentCode: '000000' }, { password: 'Not-the-password-1' }]) {
      expect(await start(body)).toMatchObject({
        status: 400,
        body: { code: 'INVALID_CREDENTIALS', errors: { currentCode: SWAP_NEEDS_PROOF } },
      });
    }
    expect((await signIn(member.email)).body.step).toBe('code');

    // The current code does; the new app's code confirms it, and the other session ends.
    const second = (await start({ currentCode: codeAt(first.secret, t.clock.now()) })).body as { secret: string };
    expect(second.secret).not.toBe(first.secret);
    t.clock.advance(31_000);
    expect((await confirm(second.secret)).status).toBe(200);
    expect((await call(t, 'GET', '/api/admin/me', { token: elsewhere })).status).toBe(401);
    expect((await call(t, 'GET', '/api/admin/me', { token: member.token })).status).toBe(200);

    // The password does too (once the attempt window that counted the tries above has passed).
    t.clock.advance(15 * 60_000);
    const third = (await start({ password: member.password })).body as { secret: string };
    expect((await confirm(third.secret)).status).toBe(200);
    const trail = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE object_id = $1 AND action LIKE 'staff.two-step%' ORDER BY id",
      [member.id],
    );
    expect(trail.map((row) => row.action)).toEqual([
      'staff.two-step-on',
      'staff.two-step-changed',
      'staff.two-step-changed',
    ]);
  });

  it('does not take a challenge as a session, nor a session token as a challenge', async () => {
    const { email } = await addMember('owner');
    const { challenge } = (await signIn(email)).body as { challenge: string };
    expect((await call(t, 'GET', '/api/admin/me', { token: challenge })).status).toBe(401);
    const support = await createTestStaff(t, 'support');
    const asChallenge = await call(t, 'POST', '/api/admin/auth/second-step', {
      body: { challenge: support.token, code: '123456' },
    });
    expect(asChallenge.status).toBe(401);
  });
});

describe('staff and sessions', () => {
  it('lets an owner invite by mail, and refuses the same from support', async () => {
    const owner = await createTestStaff(t, 'owner');
    const support = await createTestStaff(t, 'support');
    const email = uniqueEmail('new');
    const body = { email, name: 'Layla Haddad', role: 'catalogue' };
    expect((await call(t, 'POST', '/api/admin/staff', { token: support.token, body })).status).toBe(403);
    const invited = await call(t, 'POST', '/api/admin/staff', { token: owner.token, body });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ email, role: 'catalogue', invited: true });
    const [mail] = await t.db.query<{ body_text: string }>('SELECT body_text FROM mail_outbox WHERE recipient = $1', [
      email,
    ]);
    expect(mail?.body_text).toMatch(/\/admin\/set-password\/[\w-]{43}/);
    expect((await call(t, 'POST', '/api/admin/staff', { token: owner.token, body })).status).toBe(409);
  });

  it("writes the invitation in the inviting console's language, in the mails' layout; English without one", async () => {
    const owner = await createTestStaff(t, 'owner');
    const invite = async (language?: string) => {
      const email = uniqueEmail('invited');
      const body = { email, name: 'Layla Haddad', role: 'catalogue', ...(language && { language }) };
      const answer = await call(t, 'POST', '/api/admin/staff', { token: owner.token, body });
      const [mail] = await t.db.query<{ subject: string; body_text: string; body_html: string }>(
        'SELECT subject, body_text, body_html FROM mail_outbox WHERE recipient = $1',
        [email],
      );
      return { status: answer.status, ...mail! };
    };
    const arabic = await invite('ar');
    expect(arabic.status).toBe(201);
    expect(arabic.subject).toBe('حسابك في لوحة إدارة Storefront');
    expect(arabic.body_text).toContain('مرحبًا Layla Haddad،');
    expect(arabic.body_text).toContain('بدور الكتالوج');
    expect(arabic.body_text).toContain('لمدة 72 ساعة');
    expect(arabic.body_html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body_html).toMatch(/<a href="[^"]*\/admin\/set-password\/[\w-]{43}"[^>]*>اختر كلمة المرور<\/a>/);

    const french = await invite('fr');
    expect(french.subject).toBe('Votre compte sur la console Storefront');
    expect(french.body_text).toContain('Un compte catalogue vous a été ouvert');

    const english = await invite();
    expect(english.subject).toBe('Your Storefront console account');
    expect(english.body_text).toContain('You have been given a catalogue account on the Storefront staff console.');
    expect(english.body_text).toContain('It works once, for 72 hours.');
    expect(english.body_html).toContain('<html lang="en" dir="ltr">');

    expect((await invite('xx')).status).toBe(400);
  });

  it("ends a member's sessions at once, by an owner or the member; not by another member", async () => {
    const owner = await createTestStaff(t, 'owner');
    const support = await createTestStaff(t, 'support');
    const other = await createTestStaff(t, 'catalogue');
    const url = `/api/admin/staff/${support.id}/sessions`;
    expect((await call(t, 'GET', url, { token: other.token })).status).toBe(403);
    expect((await call(t, 'GET', url, { token: support.token })).body).toEqual([
      expect.objectContaining({ current: true, ip: '127.0.0.1' }),
    ]);
    expect((await call(t, 'DELETE', url, { token: owner.token })).body).toEqual({ ended: 1 });
    expect((await call(t, 'GET', '/api/admin/me', { token: support.token })).status).toBe(401);
  });

  it('signs out one session', async () => {
    const support = await createTestStaff(t, 'support');
    expect((await call(t, 'POST', '/api/admin/auth/sign-out', { token: support.token })).status).toBe(200);
    expect((await call(t, 'GET', '/api/admin/me', { token: support.token })).status).toBe(401);
  });
});
