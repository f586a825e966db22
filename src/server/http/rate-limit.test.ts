import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { testClock } from '../test/harness';
import {
  MemoryRateLimitStore,
  RateLimiter,
  RedisRateLimitStore,
  type RateLimitRule,
  type RateLimitStore,
  TooManyAttempts,
} from './rate-limit';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const rule: RateLimitRule = { name: 'test', limit: 3, windowMs: 60_000 };
const log = { warn: jest.fn() } as unknown as FastifyBaseLogger;

async function attempts(limiter: RateLimiter, key: string, count: number): Promise<(number | 'ok')[]> {
  const outcomes: (number | 'ok')[] = [];
  for (let i = 0; i < count; i += 1) {
    try {
      await limiter.enforce([{ rule, key }], log);
      outcomes.push('ok');
    } catch (error) {
      if (!(error instanceof TooManyAttempts)) throw error;
      outcomes.push(error.retryAfterSeconds);
    }
  }
  return outcomes;
}

describe('memory rate-limit store', () => {
  it('allows the limit, then answers 429 with the seconds left until the window ends', async () => {
    const clock = testClock();
    const limiter = new RateLimiter(new MemoryRateLimitStore(clock.now));
    expect(await attempts(limiter, 'a', 3)).toEqual(['ok', 'ok', 'ok']);
    clock.advance(15_500);
    const error = await limiter.enforce([{ rule, key: 'a' }], log).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TooManyAttempts);
    expect(error).toMatchObject({
      statusCode: 429,
      message: 'Too many attempts. Please try again in 45 seconds.',
      headers: { 'Retry-After': '45' },
    });
    expect(await attempts(limiter, 'b', 1)).toEqual(['ok']);
    clock.advance(44_500);
    expect(await attempts(limiter, 'a', 1)).toEqual(['ok']);
  });

  it('blocks when any of several checks is over its limit', async () => {
    const clock = testClock();
    const limiter = new RateLimiter(new MemoryRateLimitStore(clock.now));
    const strict: RateLimitRule = { name: 'strict', limit: 1, windowMs: 10_000 };
    await limiter.enforce(
      [
        { rule, key: 'ip' },
        { rule: strict, key: 'account' },
      ],
      log,
    );
    await expect(
      limiter.enforce(
        [
          { rule, key: 'ip' },
          { rule: strict, key: 'account' },
        ],
        log,
      ),
    ).rejects.toMatchObject({
      retryAfterSeconds: 10,
    });
  });

  it('forgets the oldest windows beyond its key cap', async () => {
    const clock = testClock();
    const store = new MemoryRateLimitStore(clock.now, 2);
    await store.hit('first', 60_000);
    await store.hit('second', 60_000);
    await store.hit('third', 60_000);
    expect((await store.hit('third', 60_000)).count).toBe(2);
    expect((await store.hit('first', 60_000)).count).toBe(1);
  });

  it('lets attempts through, with a warning, when the store fails', async () => {
    const broken: RateLimitStore = { hit: () => Promise.reject(new Error('down')), close: async () => undefined };
    await expect(new RateLimiter(broken).enforce([{ rule, key: 'a' }], log)).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), expect.any(String));
  });
});

describe('Redis rate-limit store', () => {
  let prefix: string;
  const opened: RedisRateLimitStore[] = [];
  const connect = async () => {
    const store = await RedisRateLimitStore.connect(REDIS_URL, prefix);
    opened.push(store);
    return store;
  };

  beforeEach(() => {
    prefix = `storefront-test:${randomBytes(6).toString('hex')}:`;
  });
  afterEach(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await Promise.all(opened.splice(0).map((store) => store.close()));
  });

  it('shares counters between instances, so the limit holds across them', async () => {
    const one = new RateLimiter(await connect());
    const two = new RateLimiter(await connect());
    expect(await attempts(one, 'shopper@example.com', 2)).toEqual(['ok', 'ok']);
    expect(await attempts(two, 'shopper@example.com', 1)).toEqual(['ok']);
    const [blocked] = await attempts(two, 'shopper@example.com', 1);
    expect(blocked).toBe(60);
    expect(await attempts(one, 'other@example.com', 1)).toEqual(['ok']);
  });

  it('stores counters under the prefix, hashed, with an expiry of one window', async () => {
    const limiter = new RateLimiter(await connect());
    await attempts(limiter, 'shopper@example.com', 1);
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}*`);
      expect(keys).toHaveLength(1);
      expect(keys[0]).not.toContain('shopper');
      const ttl = await redis.pttl(keys[0] ?? '');
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      await redis.quit();
    }
  });

  it('starts a new window once the old one has expired', async () => {
    const store = await connect();
    expect(await store.hit('k', 50)).toMatchObject({ count: 1 });
    expect(await store.hit('k', 50)).toMatchObject({ count: 2 });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.hit('k', 50)).toMatchObject({ count: 1 });
  });

  it('refuses to start when Redis cannot be reached', async () => {
    await expect(RedisRateLimitStore.connect('redis://127.0.0.1:1')).rejects.toThrow(
      /Cannot reach REDIS_URL: .*ECONNREFUSED/,
    );
  });
});
