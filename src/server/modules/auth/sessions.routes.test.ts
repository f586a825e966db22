import { buildApp } from '../../app';
import { createContext } from '../../context';
import { withTestApp, createTestUser } from '../../test/harness';
import { LAST_SEEN_GRANULARITY_MS } from './sessions';
import { call, sessionIdOf } from './test-support';

const t = withTestApp();

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const profile = (token: string) => call(t, 'GET', '/api/user/profile', { token });

/** Signs the user in again, as a browser with this User-Agent would. */
async function signIn(user: { email: string; password: string }, userAgent = CHROME_WINDOWS): Promise<string> {
  const response = await call(t, 'POST', '/api/auth/login', {
    body: { email: user.email, password: user.password },
    headers: { 'user-agent': userAgent },
  });
  expect(response.status).toBe(200);
  return response.body.token as string;
}

interface Device {
  id: string;
  device: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}
const devices = async (token: string) =>
  (await call(t, 'GET', '/api/auth/sessions', { token })).body.sessions as Device[];

describe('POST /api/auth/logout', () => {
  it('ends this session at once: its token answers 401, the account’s other sessions go on', async () => {
    const user = await createTestUser(t.ctx);
    const other = await signIn(user);
    expect((await profile(user.token)).status).toBe(200);
    expect(await call(t, 'POST', '/api/auth/logout', { token: user.token })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await profile(user.token)).toMatchObject({ status: 401, body: { code: 'SESSION_EXPIRED' } });
    expect((await call(t, 'POST', '/api/auth/logout', { token: user.token })).status).toBe(401);
    expect((await profile(other)).status).toBe(200);
  });

  it('is refused at once by a second instance on the same database, which had verified the token before', async () => {
    const ctx = await createContext({ config: t.ctx.config, db: t.db, now: t.clock.now });
    const second = await buildApp(ctx);
    await second.ready();
    try {
      const user = await createTestUser(t.ctx);
      const onSecond = () =>
        second.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${user.token}` } });
      expect((await onSecond()).statusCode).toBe(200);
      expect((await call(t, 'POST', '/api/auth/logout', { token: user.token })).status).toBe(200);
      expect((await onSecond()).statusCode).toBe(401);
    } finally {
      await second.close();
      await ctx.rateLimiter.close();
    }
  });

  it('answers 401 without a session', async () => {
    expect((await call(t, 'POST', '/api/auth/logout')).status).toBe(401);
  });
});

describe('the signed-in devices', () => {
  it('lists each session with its browser, first and last seen: the current one first and marked, then by last use', async () => {
    const user = await createTestUser(t.ctx);
    t.clock.advance(60_000);
    const chrome = await signIn(user, CHROME_WINDOWS);
    t.clock.advance(5 * 60_000);
    const iphone = await signIn(user, SAFARI_IPHONE);
    const list = await devices(iphone);
    expect(list).toEqual([
      {
        id: sessionIdOf(iphone),
        device: 'Safari on iOS',
        createdAt: t.clock.now().toISOString(),
        lastSeenAt: t.clock.now().toISOString(),
        current: true,
      },
      expect.objectContaining({ id: sessionIdOf(chrome), device: 'Chrome on Windows', current: false }),
      // The test user's own session, started without a User-Agent.
      expect.objectContaining({ id: sessionIdOf(user.token), device: '', current: false }),
    ]);
  });

  it('moves last seen forward with use, at most once a minute', async () => {
    const user = await createTestUser(t.ctx);
    const started = t.clock.now().toISOString();
    t.clock.advance(LAST_SEEN_GRANULARITY_MS / 2);
    await profile(user.token);
    expect((await devices(user.token))[0]?.lastSeenAt).toBe(started);
    t.clock.advance(LAST_SEEN_GRANULARITY_MS);
    await profile(user.token);
    const [entry] = await devices(user.token);
    expect(entry?.lastSeenAt).toBe(t.clock.now().toISOString());
    expect(entry?.createdAt).toBe(started);
  });

  it('signs out one device: its token answers 401, the others go on', async () => {
    const user = await createTestUser(t.ctx);
    const phone = await signIn(user, SAFARI_IPHONE);
    const ended = await call(t, 'DELETE', `/api/auth/sessions/${sessionIdOf(phone)}`, { token: user.token });
    expect(ended).toMatchObject({ status: 200, body: { success: true } });
    expect((await profile(phone)).status).toBe(401);
    expect((await profile(user.token)).status).toBe(200);
    expect((await devices(user.token)).map((entry) => entry.id)).toEqual([sessionIdOf(user.token)]);
  });

  it("cannot sign out another account's device (404), nor a made-up one", async () => {
    const user = await createTestUser(t.ctx);
    const stranger = await createTestUser(t.ctx);
    const theirs = await call(t, 'DELETE', `/api/auth/sessions/${sessionIdOf(stranger.token)}`, { token: user.token });
    expect(theirs).toMatchObject({ status: 404, body: { code: 'SESSION_NOT_FOUND' } });
    expect((await profile(stranger.token)).status).toBe(200);
    expect((await call(t, 'DELETE', '/api/auth/sessions/not-a-session', { token: user.token })).status).toBe(400);
  });

  it('signs out everywhere else: every other session answers 401, this one goes on', async () => {
    const user = await createTestUser(t.ctx);
    const others = [await signIn(user), await signIn(user, SAFARI_IPHONE)];
    const stranger = await createTestUser(t.ctx);
    const response = await call(t, 'POST', '/api/auth/sessions/sign-out-others', { token: user.token });
    expect(response).toMatchObject({ status: 200, body: { success: true } });
    for (const token of others) expect((await profile(token)).status).toBe(401);
    expect((await profile(user.token)).status).toBe(200);
    expect((await profile(stranger.token)).status).toBe(200);
    expect(await devices(user.token)).toHaveLength(1);
  });
});

describe('the Authorization header', () => {
  it.each(['bearer', 'BEARER', 'Bearer', 'bEaReR'])(
    'accepts the scheme name "%s" in any case (RFC 9110)',
    async (scheme) => {
      const user = await createTestUser(t.ctx);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        headers: { authorization: `${scheme} ${user.token}` },
      });
      expect(response.statusCode).toBe(200);
    },
  );

  it.each(['Basic', 'Bearer', 'Bearertoken'])('refuses "%s" with no bearer token after it', async (value) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: value } });
    expect(response.statusCode).toBe(401);
  });
});
