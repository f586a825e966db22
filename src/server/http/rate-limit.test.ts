import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { testClock } from '../test/test-clock';
import { installErrorHandler } from './errors';
import { RateLimiter, type RateLimitRule } from './rate-limit';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const rule: RateLimitRule = { name: 'test', limit: 3, windowMs: 60_000 };
const strict: RateLimitRule = { name: 'strict', limit: 1, windowMs: 10_000 };

const apps: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A bare app whose one route counts `?key=` against `rule` (and `?account=` against `strict`), as the account routes do. */
async function appWith(limiter: RateLimiter, warn = jest.fn()) {
  const app = Fastify();
  installErrorHandler(app);
  await limiter.register(app);
  app.get<{ Querystring: { key: string; account?: string } }>('/attempt', async (request) => {
    request.log.warn = warn;
    const { key, account } = request.query;
    await limiter.enforce(request, [{ rule, key }, ...(account ? [{ rule: strict, key: account }] : [])]);
    return { ok: true };
  });
  await app.ready();
  apps.push(app);
  return app;
}

type App = Awaited<ReturnType<typeof appWith>>;

/**
 * Redis's Retry-After: the window's seconds left, rounded up. A whole second may pass on a slow machine between
 * the window's first attempt and the refused one (Node 24's run in CI once saw 59).
 */
function expectWindowLeft(retryAfter: number | 'ok' | undefined): void {
  expect([59, 60]).toContain(retryAfter);
}

/** 'ok', or the Retry-After seconds of a 429. */
async function attempts(app: App, key: string, count: number, account?: string): Promise<(number | 'ok')[]> {
  const outcomes: (number | 'ok')[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await app.inject({ method: 'GET', url: '/attempt', query: { key, ...(account && { account }) } });
    outcomes.push(answer.statusCode === 200 ? 'ok' : Number(answer.headers['retry-after']));
  }
  return outcomes;
}

describe('rate limits counted in memory', () => {
  it('allows the limit, then answers 429 with the seconds left until the window ends', async () => {
    const clock = testClock();
    const app = await appWith(RateLimiter.memory(clock.now));
    expect(await attempts(app, 'a', 3)).toEqual(['ok', 'ok', 'ok']);
    clock.advance(15_500);
    const blocked = await app.inject({ method: 'GET', url: '/attempt?key=a' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 45 seconds.',
    });
    expect(blocked.headers['retry-after']).toBe('45');
    // No header of the plugin's own: the answer is the shop's.
    expect(Object.keys(blocked.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
    expect(await attempts(app, 'b', 1)).toEqual(['ok']);
    clock.advance(44_500);
    expect(await attempts(app, 'a', 1)).toEqual(['ok']);
  });

  it('blocks when any of several checks is over its limit, for the longest wait of those exceeded', async () => {
    const app = await appWith(RateLimiter.memory(testClock().now));
    expect(await attempts(app, 'ip', 1, 'account')).toEqual(['ok']);
    expect(await attempts(app, 'ip', 1, 'account')).toEqual([10]);
    expect(await attempts(app, 'ip', 2)).toEqual(['ok', 60]);
    expect(await attempts(app, 'ip', 1, 'account')).toEqual([60]);
  });

  it('forgets the oldest windows beyond its key cap', async () => {
    const app = await appWith(RateLimiter.memory(testClock().now, 2));
    expect(await attempts(app, 'first', 3)).toEqual(['ok', 'ok', 'ok']);
    await attempts(app, 'second', 1);
    await attempts(app, 'third', 1);
    expect(await attempts(app, 'first', 3)).toEqual(['ok', 'ok', 'ok']);
  });

  it('starts over when reset', async () => {
    const limiter = RateLimiter.memory(testClock().now);
    const app = await appWith(limiter);
    expect(await attempts(app, 'a', 4)).toEqual(['ok', 'ok', 'ok', 60]);
    limiter.reset();
    expect(await attempts(app, 'a', 1)).toEqual(['ok']);
  });
});

describe('rate limits counted in Redis', () => {
  let prefix: string;
  const opened: RateLimiter[] = [];
  const connect = async () => {
    const limiter = await RateLimiter.redis(REDIS_URL, prefix);
    opened.push(limiter);
    return limiter;
  };

  beforeEach(() => {
    prefix = `storefront-test:${randomBytes(6).toString('hex')}:`;
  });
  afterEach(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await Promise.all(opened.splice(0).map((limiter) => limiter.close()));
  });

  it('shares counters between instances, so the limit holds across them', async () => {
    const one = await appWith(await connect());
    const two = await appWith(await connect());
    expect(await attempts(one, 'shopper@example.com', 2)).toEqual(['ok', 'ok']);
    expect(await attempts(two, 'shopper@example.com', 1)).toEqual(['ok']);
    expectWindowLeft((await attempts(two, 'shopper@example.com', 1))[0]);
    expect(await attempts(one, 'other@example.com', 1)).toEqual(['ok']);
  });

  it('stores counters under the prefix, hashed, with an expiry of one window', async () => {
    const app = await appWith(await connect());
    await attempts(app, 'shopper@example.com', 1);
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}*`);
      expect(keys).toHaveLength(1);
      expect(keys[0]).toMatch(new RegExp(`^${prefix}test:[\\w-]{22}$`));
      expect(keys[0]).not.toContain('shopper');
      const ttl = await redis.pttl(keys[0] ?? '');
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      await redis.quit();
    }
  });

  it('starts a new window once the old one has expired', async () => {
    const app = await appWith(await connect());
    const outcomes = await attempts(app, 'k', 4);
    expect(outcomes.slice(0, 3)).toEqual(['ok', 'ok', 'ok']);
    expectWindowLeft(outcomes[3]);
    const redis = new Redis(REDIS_URL);
    try {
      // Expiry is Redis's own: end the window now instead of waiting a minute.
      for (const key of await redis.keys(`${prefix}*`)) await redis.pexpire(key, 1);
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await redis.quit();
    }
    expect(await attempts(app, 'k', 1)).toEqual(['ok']);
  });

  it('lets attempts through, with a warning, when Redis stops answering', async () => {
    const limiter = await connect();
    const warn = jest.fn();
    const app = await appWith(limiter, warn);
    await limiter.close();
    expect(await attempts(app, 'a', 5)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), expect.any(String));
  });

  it('refuses to start when Redis cannot be reached', async () => {
    await expect(RateLimiter.redis('redis://127.0.0.1:1')).rejects.toThrow(/Cannot reach REDIS_URL: .*ECONNREFUSED/);
  });
});
