import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { ERROR_CODES } from '../../core/contracts/error-codes';
import { HttpError } from './errors';

/** At most `limit` hits per fixed window of `windowMs`, counted per key. */
export interface RateLimitRule {
  /** Names the counter family, e.g. 'login:ip'. */
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitCheck {
  rule: RateLimitRule;
  /** Whose attempts these are: an IP address, an email, a user id. */
  key: string;
}

export interface WindowCount {
  count: number;
  /** Time left in the current window. */
  resetInMs: number;
}

/** Where counters live: this process's memory, or Redis so several instances share them. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  close(): Promise<void>;
}

/**
 * Counters in this process. Windows follow the app's clock (tests move it). Expired entries are
 * swept when the map grows, and the oldest are dropped past `maxKeys`, so made-up emails cannot
 * grow memory without bound.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly now: () => Date,
    private readonly maxKeys = 100_000,
  ) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now().getTime();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.makeRoom(now);
      window = { count: 0, resetAt: now + windowMs };
      this.windows.delete(key);
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  private makeRoom(now: number): void {
    if (this.windows.size < this.maxKeys) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Map iterates in insertion order: what is left over the cap are the oldest windows.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}

/** INCR and set the expiry in one step, so a crash between the two cannot leave a counter that never expires. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** Fixed-window counters in Redis, shared by every instance pointing at it. */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'storefront:rl:',
  ) {}

  /**
   * Connects up front so a wrong REDIS_URL stops start-up with a clear error. Afterwards commands
   * fail fast instead of queueing while Redis is away (see RateLimiter.enforce), and ioredis keeps
   * reconnecting in the background.
   */
  static async connect(url: string, prefix?: string): Promise<RedisRateLimitStore> {
    let connected = false;
    let lastError: Error | undefined;
    const redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
      connectTimeout: 5000,
      // No retries for the first connection (start-up fails instead); afterwards retry for ever, backing off to 2 s.
      retryStrategy: (times) => (connected ? Math.min(times * 200, 2000) : null),
    });
    // Without a listener ioredis prints every connection error; failures surface through commands.
    redis.on('error', (error: Error) => {
      lastError = error;
    });
    try {
      await redis.connect();
      connected = true;
    } catch (error) {
      // Already 'end' without retries; disconnect() on an ended client would arm a 2 s timer for nothing.
      if (redis.status !== 'end') redis.disconnect();
      throw new Error(`Cannot reach REDIS_URL: ${(lastError ?? (error as Error)).message}`);
    }
    return new RedisRateLimitStore(redis, prefix);
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, windowMs)) as [number, number];
    return { count, resetInMs: ttl };
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`, {
      code: ERROR_CODES.RATE_LIMITED,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
}

/** Identifiers are hashed: no emails in Redis or memory dumps, and every key has the same short length. */
function counterKey(check: RateLimitCheck): string {
  const id = createHash('sha256').update(check.key).digest('base64url').slice(0, 22);
  return `${check.rule.name}:${id}`;
}

export class RateLimiter {
  constructor(readonly store: RateLimitStore) {}

  /**
   * Counts one attempt against every check and throws 429 (with Retry-After, the longest wait of
   * the exceeded ones) if any is over its limit. If the store is unreachable the attempt is let
   * through and logged: a Redis outage must not lock every shopper out of their account, and
   * argon2 keeps each password guess expensive meanwhile.
   */
  async enforce(checks: RateLimitCheck[], log: FastifyBaseLogger): Promise<void> {
    let counts: WindowCount[];
    try {
      counts = await Promise.all(checks.map((check) => this.store.hit(counterKey(check), check.rule.windowMs)));
    } catch (error) {
      log.warn({ err: error }, 'rate-limit store unavailable; attempt allowed');
      return;
    }
    let waitMs = 0;
    counts.forEach((window, index) => {
      const rule = checks[index]?.rule;
      if (rule && window.count > rule.limit) waitMs = Math.max(waitMs, window.resetInMs);
    });
    if (waitMs > 0) throw new TooManyAttempts(Math.max(1, Math.ceil(waitMs / 1000)));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
