import { createHmac, randomBytes } from 'node:crypto';
import { createTestApp, withTestApp, createTestUser, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { ACCOUNT_LIMITS } from './limits';
import { renormalizeStoredEmails } from './stored-emails';
import { INVALID_CREDENTIALS } from './routes';
import { call, register, sessionIdOf, signupDetails, STRONG_PASSWORD, uniqueEmail, uniqueIp } from './test-support';
import { issueToken, TOKEN_TTL_SECONDS } from './tokens';

const t = withTestApp();

const countUsers = async (email: string) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]))[0]?.n;

describe('POST /api/auth/register', () => {
  it('creates the account with a normalised email and phone and answers 201 with a working session', async () => {
    const email = uniqueEmail('New');
    const { status, body } = await call(t, 'POST', '/api/auth/register', {
      body: signupDetails({ email: `  ${email.toUpperCase()} `, phone: '010 1234 5678', name: ' Amira Hassan ' }),
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      token: expect.any(String),
      user: { id: expect.any(String), name: 'Amira Hassan', email: email.toLowerCase(), phone: '01012345678' },
    });
    const profile = await call(t, 'GET', '/api/user/profile', { token: body.token as string });
    expect(profile.status).toBe(200);
    expect(profile.body.email).toBe(email.toLowerCase());
  });

  it('gives the new profile the language and currency the shopper was using', async () => {
    const { status, body } = await call(t, 'POST', '/api/auth/register', {
      body: signupDetails({ language: 'ar', currency: 'EGP' }),
    });
    expect(status).toBe(201);
    const profile = await call(t, 'GET', '/api/user/profile', { token: body.token as string });
    expect(profile.body.preferences).toMatchObject({ language: 'ar', currency: 'EGP' });
    const plain = await register(t);
    expect((await call(t, 'GET', '/api/user/profile', { token: plain.token })).body.preferences).toMatchObject({
      language: 'en',
      currency: 'USD',
    });
  });

  it('refuses a language or currency the shop does not have, and creates nothing', async () => {
    const email = uniqueEmail();
    const { status, body } = await call(t, 'POST', '/api/auth/register', {
      body: signupDetails({ email, language: 'tlh', currency: 'BTC' }),
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      language: 'Please select a valid language',
      currency: 'Please select a valid currency',
    });
    expect(await countUsers(email)).toBe(0);
  });

  it('takes a phone typed in Arabic-Indic digits and keeps it in Latin digits', async () => {
    const { status, body } = await call(t, 'POST', '/api/auth/register', {
      body: signupDetails({ phone: '٠١٠ ١٢٣٤ ٥٦٧٨' }),
    });
    expect(status).toBe(201);
    expect(body.user).toMatchObject({ phone: '01012345678' });
  });

  it('stores an argon2id hash with the OWASP parameters, never the password', async () => {
    const shopper = await register(t);
    const [row] = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
      shopper.user.id,
    ]);
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row?.password_hash).not.toContain(STRONG_PASSWORD);
  });

  it('answers 409 for an email that is taken, in any case', async () => {
    const shopper = await register(t);
    const again = await call(t, 'POST', '/api/auth/register', {
      body: signupDetails({ email: shopper.email.toUpperCase() }),
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });
  });

  it('answers 400 with every field message of the sign-up rules and stores nothing', async () => {
    const email = uniqueEmail();
    const { status, body } = await call(t, 'POST', '/api/auth/register', {
      body: { name: 'A1', email, phone: '12345', password: 'password1' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Name can only contain letters and spaces',
      errors: {
        name: 'Name can only contain letters and spaces',
        phone: 'Please enter a valid phone number',
        // 'password1' lacks only an uppercase letter, and the message says so (issue 48).
        password: 'Password must contain an uppercase letter',
      },
      // The same messages' catalog ids, for a page in another language.
      messageId: 'validation.name.lettersOnly',
      errorIds: {
        name: 'validation.name.lettersOnly',
        phone: 'validation.phone.invalid',
        password: 'validation.password.needsUppercase',
      },
    });
    expect(await countUsers(email)).toBe(0);
  });

  it.each([
    ['missing fields', {}, 'name', 'Name is required'],
    ['a short password', { password: 'Ab1' }, 'password', 'Password must be at least 8 characters'],
    ['a bad email', { email: 'not an email' }, 'email', 'Please enter a valid email address'],
    ['a 10,000-character name', { name: 'a'.repeat(10_000) }, 'name', 'must NOT have more than 200 characters'],
    [
      'a password over 128 characters',
      { password: `Aa1${'a'.repeat(200)}` },
      'password',
      'must NOT have more than 128 characters',
    ],
    ['an object for a string', { email: { $gt: '' } }, 'email', 'must be string'],
  ])('rejects %s with 400 and a field message', async (_label, change, field, message) => {
    const body = Object.keys(change).length === 0 ? {} : signupDetails(change);
    const response = await call(t, 'POST', '/api/auth/register', { body });
    expect(response.status).toBe(400);
    expect((response.body.errors as Record<string, string>)[field]).toBe(message);
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Amira",',
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: expect.stringMatching(/not valid JSON/) });
  });

  it('ignores fields it does not know, such as a token version or an id', async () => {
    const details = signupDetails({ token_version: 99, id: '00000000-0000-0000-0000-000000000000' });
    const { status, body } = await call(t, 'POST', '/api/auth/register', { body: details });
    expect(status).toBe(201);
    const user = body.user as { id: string };
    expect(user.id).not.toBe('00000000-0000-0000-0000-000000000000');
    const [row] = await t.db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [
      user.id,
    ]);
    expect(row?.token_version).toBe(0);
  });
});

describe('one account per address, however it is typed', () => {
  const domain = `d${randomBytes(3).toString('hex')}`;

  it.each([
    ['a trailing dot', (local: string) => `${local}@${domain}.example.com.`],
    ['a capitalised domain', (local: string) => `${local}@${domain.toUpperCase()}.EXAMPLE.com`],
    ['full-width letters', (local: string) => `${local}@${domain}.ｅｘａｍｐｌｅ.com`],
  ])('refuses a second account for the same address with %s (409), and signs in with it', async (_label, spelled) => {
    const local = `mona-${randomBytes(3).toString('hex')}`;
    const first = await call(t, 'POST', '/api/auth/register', {
      body: signupDetails({ email: `${local}@${domain}.example.com` }),
    });
    expect(first.status).toBe(201);
    const again = await call(t, 'POST', '/api/auth/register', { body: signupDetails({ email: spelled(local) }) });
    expect(again).toMatchObject({ status: 409, body: { code: 'EMAIL_TAKEN' } });
    const login = await call(t, 'POST', '/api/auth/login', {
      body: { email: spelled(local), password: STRONG_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('stores a Unicode domain in its IDNA form, found by either spelling', async () => {
    const local = `mona-${randomBytes(3).toString('hex')}`;
    const created = await call(t, 'POST', '/api/auth/register', {
      body: signupDetails({ email: `${local}@bücher.de` }),
    });
    expect(created.body.user).toMatchObject({ email: `${local}@xn--bcher-kva.de` });
    const again = await call(t, 'POST', '/api/auth/register', {
      body: signupDetails({ email: `${local}@xn--bcher-kva.de` }),
    });
    expect(again.status).toBe(409);
    expect(
      (await call(t, 'POST', '/api/auth/login', { body: { email: `${local}@BÜCHER.de`, password: STRONG_PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it('refuses a look-alike domain that mixes scripts (a Cyrillic а in "аpple")', async () => {
    const response = await call(t, 'POST', '/api/auth/register', { body: signupDetails({ email: 'mona@аpple.com' }) });
    expect(response).toMatchObject({
      status: 400,
      body: { errors: { email: 'This email domain mixes alphabets. Please check the address' } },
    });
  });

  it('brings addresses stored under the older rule to the new one (once, at start-up), so their owners still sign in', async () => {
    const legacy = await createTestApp();
    try {
      const local = `old-${randomBytes(3).toString('hex')}`;
      const [unicode, dotted, clash, clashDotted] = [
        `${local}@bücher.de`,
        `${local}@example.com.`,
        `${local}-2@example.com`,
        `${local}-2@example.com.`,
      ];
      for (const email of [unicode, dotted, clash, clashDotted]) await createTestUser(legacy.ctx, { email });
      await legacy.db.query("DELETE FROM settings WHERE key = 'email_normalization'");
      await renormalizeStoredEmails(legacy.db, legacy.app.log);
      const stored = await legacy.db.query<{ email: string }>(
        'SELECT email FROM users WHERE email LIKE $1 ORDER BY email',
        [`${local}%`],
      );
      expect(stored.map((row) => row.email).sort()).toEqual(
        [`${local}@xn--bcher-kva.de`, `${local}@example.com`, clash, clashDotted].sort(),
      );
      const signIn = (email: string) =>
        call(legacy, 'POST', '/api/auth/login', { body: { email, password: TEST_PASSWORD } });
      expect((await signIn(unicode)).status).toBe(200);
      expect((await signIn(dotted)).status).toBe(200);
    } finally {
      await legacy.close();
    }
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the email in any case and answers the token and user', async () => {
    const shopper = await register(t);
    const { status, body } = await call(t, 'POST', '/api/auth/login', {
      body: { email: ` ${shopper.email.toUpperCase()}`, password: STRONG_PASSWORD },
    });
    expect(status).toBe(200);
    expect(body).toEqual({ token: expect.any(String), user: shopper.user });
    expect((await call(t, 'GET', '/api/user/profile', { token: body.token as string })).status).toBe(200);
  });

  it('gives a wrong password and an unknown email the same 401 and message', async () => {
    const shopper = await register(t);
    const wrong = await call(t, 'POST', '/api/auth/login', { body: { email: shopper.email, password: 'Wrong-pass1' } });
    const unknown = await call(t, 'POST', '/api/auth/login', {
      body: { email: uniqueEmail(), password: 'Wrong-pass1' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: INVALID_CREDENTIALS } });
    expect(unknown).toMatchObject({ status: 401, body: { message: INVALID_CREDENTIALS } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('spends about the same time on an unknown email as on a wrong password (argon2 either way)', async () => {
    const shopper = await createTestUser(t.ctx);
    const timed = async (email: string) => {
      const started = performance.now();
      await call(t, 'POST', '/api/auth/login', { body: { email, password: 'Wrong-pass1' } });
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      known.push(await timed(shopper.email));
      unknown.push(await timed(uniqueEmail()));
    }
    // Without the dummy verification an unknown email answers in well under a tenth of the time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('answers 400 with field messages for a malformed request', async () => {
    const { status, body } = await call(t, 'POST', '/api/auth/login', { body: { email: 'x', password: '123' } });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it(`answers 429 with Retry-After after ${ACCOUNT_LIMITS.loginPerIpAndEmail.limit} attempts on one account from one address`, async () => {
    const shopper = await createTestUser(t.ctx);
    const ip = uniqueIp();
    const attempt = (password: string, from = ip) =>
      call(t, 'POST', '/api/auth/login', { ip: from, body: { email: shopper.email, password } });
    for (let i = 0; i < ACCOUNT_LIMITS.loginPerIpAndEmail.limit; i += 1) {
      expect((await attempt('Wrong-pass1')).status).toBe(401);
    }
    const blocked = await attempt(shopper.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 900 seconds.',
    });
    expect(blocked.headers['retry-after']).toBe('900');
    // Another address is not affected, and the window ends after 15 minutes.
    expect((await attempt(shopper.password, uniqueIp())).status).toBe(200);
    t.clock.advance(ACCOUNT_LIMITS.loginPerIpAndEmail.windowMs);
    expect((await attempt(shopper.password)).status).toBe(200);
  });

  it(`answers 429 after ${ACCOUNT_LIMITS.loginPerIp.limit} attempts from one address across accounts`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < ACCOUNT_LIMITS.loginPerIp.limit; i += 1) {
      // Short passwords fail validation quickly; they still count as attempts.
      const response = await call(t, 'POST', '/api/auth/login', { ip, body: { email: uniqueEmail(), password: 'x' } });
      expect(response.status).toBe(400);
    }
    const blocked = await call(t, 'POST', '/api/auth/login', { ip, body: { email: uniqueEmail(), password: 'x' } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('rate limit on register', () => {
  it(`answers 429 after ${ACCOUNT_LIMITS.registerPerIpAndEmail.limit} attempts for one email from one address, and only there`, async () => {
    const email = uniqueEmail();
    const stranger = uniqueIp();
    for (let i = 0; i < ACCOUNT_LIMITS.registerPerIpAndEmail.limit; i += 1) {
      const attempt = await call(t, 'POST', '/api/auth/register', { ip: stranger, body: signupDetails({ email }) });
      expect(attempt.status).toBe(i === 0 ? 201 : 409);
    }
    const blocked = await call(t, 'POST', '/api/auth/register', { ip: stranger, body: signupDetails({ email }) });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    // The stranger's burst is theirs alone: the same email from another address is still answered.
    const other = await call(t, 'POST', '/api/auth/register', { ip: uniqueIp(), body: signupDetails({ email }) });
    expect(other.status).toBe(409);
  });
});

describe('session tokens', () => {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const profileWith = (token: string) => call(t, 'GET', '/api/user/profile', { token });

  it('rejects a token with alg "none"', async () => {
    const shopper = await createTestUser(t.ctx);
    const [, payload] = shopper.token.split('.');
    expect((await profileWith(`${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`)).status).toBe(401);
  });

  it('rejects a token switched to another algorithm, even one signed with the real secret', async () => {
    const shopper = await createTestUser(t.ctx);
    const [, payload] = shopper.token.split('.');
    const header = encode({ alg: 'HS512', typ: 'JWT' });
    const signature = createHmac('sha512', t.ctx.tokenKeys.signing).update(`${header}.${payload}`).digest('base64url');
    expect((await profileWith(`${header}.${payload}.${signature}`)).status).toBe(401);
  });

  it('rejects a token whose claims were changed after signing', async () => {
    const victim = await createTestUser(t.ctx);
    const attacker = await createTestUser(t.ctx);
    const [header, payload, signature] = attacker.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${encode({ ...claims, sub: victim.id })}.${signature}`;
    const response = await profileWith(forged);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Your session has expired. Please sign in again.');
  });

  it('rejects garbage, a missing header and an expired token', async () => {
    const shopper = await createTestUser(t.ctx);
    expect((await profileWith('not.a.token')).status).toBe(401);
    expect((await call(t, 'GET', '/api/user/profile')).status).toBe(401);
    expect((await profileWith(shopper.token)).status).toBe(200);
    t.clock.advance(TOKEN_TTL_SECONDS * 1000);
    expect((await profileWith(shopper.token)).status).toBe(401);
  });
});

describe('with TOKEN_SECRET configured', () => {
  let withSecret: TestApp;
  const secret = randomBytes(32).toString('hex');
  beforeAll(async () => {
    withSecret = await createTestApp({ tokenSecret: secret });
  });
  afterAll(() => withSecret.close());

  it('signs sessions with it instead of the database secret, and refuses the database-signed ones', async () => {
    const shopper = await register(withSecret);
    expect(withSecret.ctx.tokenKeys.signing).toEqual(new TextEncoder().encode(secret));
    const profile = (token: string) => call(withSecret, 'GET', '/api/user/profile', { token });
    expect((await profile(shopper.token)).status).toBe(200);
    const [databaseSecret] = await withSecret.db.query<{ value: string }>(
      "SELECT value FROM settings WHERE key = 'token_secret'",
    );
    const signedByDatabase = await issueToken(
      Buffer.from(databaseSecret?.value ?? randomBytes(32).toString('hex'), 'hex'),
      shopper.user.id,
      sessionIdOf(shopper.token),
      withSecret.clock.now(),
    );
    expect((await profile(signedByDatabase)).status).toBe(401);
  });
});
