import { createHash } from 'node:crypto';
import { createTestApp, createTestUser, type TestUser, withTestApp } from '../../test/harness';
import { ACCOUNT_LIMITS } from './limits';
import { RESET_MAIL_INTERVAL_MS, RESET_TOKEN_TTL_MS } from './password-resets';
import { FORGOT_PASSWORD_ANSWER, FORGOT_PASSWORD_MIN_MS, INVALID_RESET_LINK } from './routes';
import { call, uniqueEmail, uniqueIp } from './test-support';

const PUBLIC_URL = 'https://shop.example.test';
const NEW_PASSWORD = 'Brand9New';

const t = withTestApp({ publicUrl: PUBLIC_URL });

interface QueuedMail {
  id: number;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
}

const mailsTo = (email: string) =>
  t.db.query<QueuedMail>(
    'SELECT id, recipient, subject, body_text, body_html FROM mail_outbox WHERE recipient = $1 ORDER BY id',
    [email],
  );

const forgot = (email: string, ip?: string) => call(t, 'POST', '/api/auth/forgot-password', { body: { email }, ip });

/** Asks for a reset link and takes the token out of the queued mail, as the shopper would. */
async function requestResetToken(user: TestUser): Promise<string> {
  expect((await forgot(user.email)).status).toBe(200);
  const mails = await mailsTo(user.email);
  const link = mails.at(-1)?.body_text.match(/\/auth\/reset-password\/([A-Za-z0-9_-]+)/);
  if (!link?.[1]) throw new Error('no reset link in the mail');
  return link[1];
}

/** When each reset mail to `email` may go (the outbox's next_attempt_at), oldest first. */
const mailTimes = async (email: string) =>
  (
    await t.db.query<{ at: Date | string }>(
      'SELECT next_attempt_at AS at FROM mail_outbox WHERE recipient = $1 ORDER BY next_attempt_at, id',
      [email],
    )
  ).map(({ at }) => new Date(at));

/** The reset token of the mail to `email` due at `at`. */
async function tokenOfMail(email: string, at: Date): Promise<string> {
  const [mail] = await t.db.query<{ body_text: string }>(
    'SELECT body_text FROM mail_outbox WHERE recipient = $1 AND next_attempt_at = $2',
    [email, at],
  );
  const link = mail?.body_text.match(/\/auth\/reset-password\/([A-Za-z0-9_-]+)/);
  if (!link?.[1]) throw new Error('no reset link in the mail');
  return link[1];
}

const checkToken = (token: string) => call(t, 'GET', `/api/auth/reset-password/${token}`);
const resetWith = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  call(t, 'PUT', `/api/auth/reset-password/${token}`, { body: { password, confirmPassword } });
const login = (email: string, password: string) => call(t, 'POST', '/api/auth/login', { body: { email, password } });

describe('POST /api/auth/forgot-password', () => {
  it('answers the same status and body for a known and an unknown email, never the link', async () => {
    const user = await createTestUser(t.ctx);
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot(uniqueEmail());
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(FORGOT_PASSWORD_ANSWER);
    expect(unknown.body).toEqual(known.body);
    expect(JSON.stringify(known.body)).not.toMatch(/reset-password|emailData|token/i);
  });

  it('takes at least the same minimum time whether or not the account exists', async () => {
    const user = await createTestUser(t.ctx);
    for (const email of [user.email, uniqueEmail()]) {
      const started = performance.now();
      await forgot(email);
      expect(performance.now() - started).toBeGreaterThanOrEqual(FORGOT_PASSWORD_MIN_MS - 5);
    }
  });

  it('queues a mail with the reset link under PUBLIC_URL for a known account only', async () => {
    const user = await createTestUser(t.ctx, { name: 'Amira <b>Hassan</b>' });
    const token = await requestResetToken(user);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toBe('Reset your Storefront password');
    expect(mail?.body_text).toContain(`${PUBLIC_URL}/auth/reset-password/${token}`);
    expect(mail?.body_text).toContain('It works once and expires in 10 minutes.');
    expect(mail?.body_html).toContain(`href="${PUBLIC_URL}/auth/reset-password/${token}"`);
    expect(mail?.body_html).toContain('Amira &lt;b&gt;Hassan&lt;/b&gt;');
    const nobody = uniqueEmail();
    await forgot(nobody);
    expect(await mailsTo(nobody)).toEqual([]);
  });

  it('stores only a SHA-256 digest of a 256-bit token', async () => {
    const user = await createTestUser(t.ctx);
    const token = await requestResetToken(user);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM password_resets WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
  });

  it('answers 400 to a malformed email', async () => {
    const response = await forgot('nope');
    expect(response).toMatchObject({ status: 400, body: { errors: { email: 'Please enter a valid email address' } } });
  });

  describe('limits: per (email, address) and per address; one mail an account per interval', () => {
    const { forgotPerIpAndEmail: perAddress } = ACCOUNT_LIMITS;

    it(`requests naming a shopper from another address stop at ${perAddress.limit} and lock the shopper out of nothing`, async () => {
      const victim = await createTestUser(t.ctx);
      const attacker = uniqueIp();
      for (let i = 0; i < perAddress.limit; i += 1) expect((await forgot(victim.email, attacker)).status).toBe(200);
      const blocked = await forgot(victim.email, attacker);
      expect(blocked.status).toBe(429);
      expect(blocked.headers['retry-after']).toBe('3600');

      // The shopper, from their own address, still gets a working link...
      const token = await requestResetToken(victim);
      expect((await checkToken(token)).status).toBe(200);
      // ... which the attacker's throttled requests do not cancel.
      for (let i = 0; i < 3; i += 1) expect((await forgot(victim.email, attacker)).status).toBe(429);
      expect((await checkToken(token)).status).toBe(200);
      expect((await resetWith(token)).status).toBe(200);
    });

    it('a stranger naming the owner from four addresses locks out nobody: the owner gets a working link within 5 minutes', async () => {
      const owner = await createTestUser(t.ctx);
      const strangers = [uniqueIp(), uniqueIp(), uniqueIp(), uniqueIp()];
      const burstAt = t.clock.now();
      for (const ip of strangers)
        for (let i = 0; i < perAddress.limit; i += 1) expect((await forgot(owner.email, ip)).status).toBe(200);
      // One reset mail an account per interval: the first at once, one waiting for the interval's end, no more.
      const queued = await mailTimes(owner.email);
      expect(queued.map((at) => at.getTime() - burstAt.getTime())).toEqual([0, RESET_MAIL_INTERVAL_MS]);

      t.clock.advance(60_000);
      const askedAt = t.clock.now();
      expect((await forgot(owner.email, uniqueIp())).status).toBe(200);
      const due = (await mailTimes(owner.email)).filter((at) => at >= askedAt);
      expect(due.length).toBeGreaterThan(0);
      expect(due[0]!.getTime() - askedAt.getTime()).toBeLessThanOrEqual(RESET_MAIL_INTERVAL_MS);
      t.clock.advance(due[0]!.getTime() - askedAt.getTime());
      const token = await tokenOfMail(owner.email, due[0]!);
      expect((await checkToken(token)).status).toBe(200);
      expect((await resetWith(token)).status).toBe(200);
      expect((await login(owner.email, NEW_PASSWORD)).status).toBe(200);
    });

    it('asked again after a waiting mail went, the owner still gets one within the interval', async () => {
      const owner = await createTestUser(t.ctx);
      await forgot(owner.email, uniqueIp());
      await forgot(owner.email, uniqueIp());
      t.clock.advance(RESET_MAIL_INTERVAL_MS + 60_000);
      const askedAt = t.clock.now();
      expect((await forgot(owner.email, uniqueIp())).status).toBe(200);
      const [next] = (await mailTimes(owner.email)).filter((at) => at >= askedAt);
      expect(next!.getTime() - askedAt.getTime()).toBeLessThanOrEqual(RESET_MAIL_INTERVAL_MS);
      expect(next!.getTime()).toBeGreaterThan(askedAt.getTime());
    });

    it('with TRUST_PROXY set, tells shoppers behind the proxy apart: another shopper still gets a mail', async () => {
      const proxied = await createTestApp({ publicUrl: PUBLIC_URL, trustProxy: true });
      try {
        const victim = await createTestUser(proxied.ctx);
        const viaProxy = (clientIp: string) =>
          call(proxied, 'POST', '/api/auth/forgot-password', {
            body: { email: victim.email },
            ip: '127.0.0.1',
            headers: { 'x-forwarded-for': clientIp },
          });
        for (let i = 0; i < perAddress.limit; i += 1) expect((await viaProxy('203.0.113.9')).status).toBe(200);
        expect((await viaProxy('203.0.113.9')).status).toBe(429);
        expect((await viaProxy('198.51.100.7')).status).toBe(200);
        const [{ n } = { n: 0 }] = await proxied.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1',
          [victim.email],
        );
        // The first mail at once, one waiting for the interval's end: the other shopper's request is answered by it.
        expect(n).toBe(2);
      } finally {
        await proxied.close();
      }
    });
  });
});

describe('GET and PUT /api/auth/reset-password/:token', () => {
  it('accepts a fresh link, resets the password once, then refuses the link', async () => {
    const user = await createTestUser(t.ctx);
    const token = await requestResetToken(user);
    expect(await checkToken(token)).toMatchObject({ status: 200, body: { success: true } });

    const reset = await resetWith(token);
    expect(reset).toMatchObject({ status: 200, body: { success: true, message: 'Password reset successful' } });
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(401);

    expect(await checkToken(token)).toMatchObject({ status: 400, body: { message: INVALID_RESET_LINK } });
    expect(await resetWith(token, 'Another9Pass')).toMatchObject({
      status: 400,
      body: { message: INVALID_RESET_LINK },
    });
    expect((await login(user.email, 'Another9Pass')).status).toBe(401);
  });

  it('refuses a link after 10 minutes', async () => {
    const user = await createTestUser(t.ctx);
    const token = await requestResetToken(user);
    t.clock.advance(RESET_TOKEN_TTL_MS - 1000);
    expect((await checkToken(token)).status).toBe(200);
    t.clock.advance(1000);
    expect(await checkToken(token)).toMatchObject({ status: 400, body: { message: INVALID_RESET_LINK } });
    expect(await resetWith(token)).toMatchObject({ status: 400, body: { message: INVALID_RESET_LINK } });
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('keeps an older link working when a newer one is asked for (a stranger cannot kill it); a reset spends both', async () => {
    const user = await createTestUser(t.ctx);
    const older = await requestResetToken(user);
    const newer = await requestResetToken(user);
    expect((await checkToken(older)).status).toBe(200);
    t.clock.advance(RESET_MAIL_INTERVAL_MS);
    expect((await resetWith(newer)).status).toBe(200);
    expect((await checkToken(older)).status).toBe(400);
    expect((await resetWith(older)).status).toBe(400);
  });

  it('ends every session issued before the reset', async () => {
    const user = await createTestUser(t.ctx);
    const token = await requestResetToken(user);
    expect((await call(t, 'GET', '/api/user/profile', { token: user.token })).status).toBe(200);
    await resetWith(token);
    expect((await call(t, 'GET', '/api/user/profile', { token: user.token })).status).toBe(401);
    const fresh = await login(user.email, NEW_PASSWORD);
    expect((await call(t, 'GET', '/api/user/profile', { token: fresh.body.token as string })).status).toBe(200);
  });

  it('answers the reset rules with 400 and keeps the link usable', async () => {
    const user = await createTestUser(t.ctx);
    const token = await requestResetToken(user);
    expect(await resetWith(token, NEW_PASSWORD, 'Different9')).toMatchObject({
      status: 400,
      body: { message: 'Passwords do not match', errors: { confirmPassword: 'Passwords do not match' } },
    });
    expect(await resetWith(token, 'weakpass')).toMatchObject({
      status: 400,
      body: { message: 'Please fix password requirements' },
    });
    expect(await resetWith(token, '')).toMatchObject({ status: 400, body: { message: 'Password is required' } });
    const long = await resetWith(token, `Aa1${'x'.repeat(10_000)}`);
    expect(long.status).toBe(400);
    expect((await checkToken(token)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('answers a made-up or oversized token with the invalid-link message', async () => {
    expect(await checkToken('A'.repeat(43))).toMatchObject({ status: 400, body: { message: INVALID_RESET_LINK } });
    expect(await checkToken('short')).toMatchObject({ status: 400, body: { message: INVALID_RESET_LINK } });
    expect(await resetWith('short')).toMatchObject({ status: 400, body: { message: INVALID_RESET_LINK } });
    expect((await checkToken('x'.repeat(5000))).status).toBeGreaterThanOrEqual(400);
  });

  it(`answers 429 after ${ACCOUNT_LIMITS.resetPerIp.limit} link checks and resets from one address`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < ACCOUNT_LIMITS.resetPerIp.limit; i += 1) {
      const response = await call(t, i % 2 ? 'GET' : 'PUT', `/api/auth/reset-password/${'B'.repeat(43)}`, {
        ip,
        ...(i % 2 ? {} : { body: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } }),
      });
      expect(response.status).toBe(400);
    }
    const blocked = await call(t, 'GET', `/api/auth/reset-password/${'B'.repeat(43)}`, { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBe('900');
  });
});
