import { createTestApp, createTestUser, type TestApp } from '../../test/harness';
import { ACCOUNT_LIMITS } from './limits';
import { call, uniqueIp } from './test-support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Two instances of the shop, each with its own database, sharing rate-limit counters through Redis.
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  one = await createTestApp({ redisUrl: REDIS_URL });
  two = await createTestApp({ redisUrl: REDIS_URL });
});
afterAll(async () => {
  await one.close();
  await two.close();
});

it('keeps the sign-in counters in Redis when REDIS_URL is set, shared by every instance', async () => {
  expect(one.ctx.rateLimiter.kind).toBe('redis');
  const shopper = await createTestUser(one.ctx);
  // Unique address (and a unique email): the counters of this run share no key with any other.
  const ip = uniqueIp();
  const body = { email: shopper.email, password: 'Wrong-pass1' };
  const half = ACCOUNT_LIMITS.loginPerIpAndEmail.limit / 2;
  for (let i = 0; i < ACCOUNT_LIMITS.loginPerIpAndEmail.limit; i += 1) {
    const response = await call(i < half ? one : two, 'POST', '/api/auth/login', { ip, body });
    expect(response.status).toBe(401);
  }
  for (const instance of [one, two]) {
    const blocked = await call(instance, 'POST', '/api/auth/login', { ip, body });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
  }
});
