import { createHash } from 'node:crypto';
import fastifyRateLimit, { type FastifyRateLimitStore, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { ERROR_CODES } from '../../universal/contracts/error-codes';
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

/** The 429's message, naming the seconds to wait; a route may say what it refuses in its own words. */
export type Refusal = (retryAfterSeconds: number) => string;

const TOO_MANY: Refusal = (seconds) => `Too many attempts. Please try again in ${seconds} seconds.`;

export class TooManyAttempts extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    refusal: Refusal = TOO_MANY,
  ) {
    super(429, refusal(retryAfterSeconds), {
      code: ERROR_CODES.RATE_LIMITED,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
}

type Windows = Map<string, { count: number; resetAt: number }>;

/**
 * @fastify/rate-limit's store for counters in this process. The plugin's own (LocalStore) reads
 * Date.now(); this one follows the app's clock, which tests move. Expired windows are swept when the
 * map is full, then the oldest are dropped, so made-up emails cannot grow memory without bound.
 */
function memoryStore(windows: Windows, now: () => Date, maxKeys: number) {
  return class MemoryStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      const at = now().getTime();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        if (windows.size >= maxKeys) {
          for (const [old, entry] of windows) if (entry.resetAt <= at) windows.delete(old);
          // Map iterates in insertion order: what is left over the cap are the oldest windows.
          for (const old of windows.keys()) if (windows.size >= maxKeys) windows.delete(old);
        }
        window = { count: 0, resetAt: at + windowMs };
        windows.delete(key);
        windows.set(key, window);
      }
      window.count += 1;
      callback(null, { current: window.count, ttl: window.resetAt - at });
    }

    /** One family of counters for every limiter: the keys carry the rule's name. */
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * Connects up front so a wrong REDIS_URL stops start-up with a clear error. Afterwards commands fail
 * fast instead of queueing while Redis is away (see RateLimiter.enforce), and ioredis keeps
 * reconnecting in the background.
 */
async function connectRedis(url: string): Promise<Redis> {
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
  return redis;
}

/** Identifiers are hashed: no emails in Redis or memory dumps, and every key has the same short length. */
function counterKey(check: RateLimitCheck): string {
  const id = createHash('sha256').update(check.key).digest('base64url').slice(0, 22);
  return `${check.rule.name}:${id}`;
}

/** The check a limiter call counts, carried on a view of the request (the plugin's limiters read only the request). */
const CHECK = Symbol('rate-limit check');
type CheckedRequest = FastifyRequest & { [CHECK]: RateLimitCheck };
const checkOf = (request: FastifyRequest) => (request as CheckedRequest)[CHECK];

/**
 * Attempt counters of the account endpoints, counted by @fastify/rate-limit (docs/decisions/0061): in
 * this process, or in Redis (the plugin's store) so several instances share them.
 */
export class RateLimiter {
  private constructor(
    readonly kind: 'memory' | 'redis',
    private readonly storeOptions: Pick<RateLimitPluginOptions, 'store' | 'redis' | 'nameSpace'>,
    private readonly closeStore: () => Promise<void>,
    /** Forgets every count (memory only). */
    readonly reset: () => void = () => undefined,
  ) {}

  static memory(now: () => Date, maxKeys = 100_000): RateLimiter {
    const windows: Windows = new Map();
    return new RateLimiter(
      'memory',
      { store: memoryStore(windows, now, maxKeys) },
      async () => windows.clear(),
      () => windows.clear(),
    );
  }

  static async redis(url: string, prefix = 'storefront:rl:'): Promise<RateLimiter> {
    const redis = await connectRedis(url);
    // Closing twice is harmless: disconnect() on an ended client would arm a reconnect timer for nothing.
    const close = async () => {
      if (redis.status !== 'end') await redis.quit().catch(() => redis.disconnect());
    };
    return new RateLimiter('redis', { redis, nameSpace: prefix }, close);
  }

  /** The plugin on `app`, applied to no route by itself: handlers count their attempts with `enforce`. */
  async register(app: FastifyInstance): Promise<void> {
    await app.register(fastifyRateLimit, {
      ...this.storeOptions,
      global: false,
      keyGenerator: (request) => counterKey(checkOf(request)),
      max: (request) => checkOf(request).rule.limit,
      timeWindow: (request) => checkOf(request).rule.windowMs,
    });
  }

  /**
   * Counts one attempt against every check and throws 429 (with Retry-After, the longest wait of
   * the exceeded ones) if any is over its limit. If the store is unreachable the attempt is let
   * through and logged: a Redis outage must not lock every shopper out of their account, and
   * argon2 keeps each password guess expensive meanwhile.
   */
  async enforce(request: FastifyRequest, checks: RateLimitCheck[], refusal?: Refusal): Promise<void> {
    const count = request.server.createRateLimit();
    // Fastify builds routeOptions afresh on each read: read it once for every check.
    const routeOptions = { value: request.routeOptions };
    let results: Awaited<ReturnType<typeof count>>[];
    try {
      results = await Promise.all(
        checks.map((check) =>
          count(Object.create(request, { routeOptions, [CHECK]: { value: check } }) as FastifyRequest),
        ),
      );
    } catch (error) {
      request.log.warn({ err: error }, 'rate-limit store unavailable; attempt allowed');
      return;
    }
    let waitMs = 0;
    for (const result of results) if (!result.isAllowed && result.isExceeded) waitMs = Math.max(waitMs, result.ttl);
    if (waitMs > 0) throw new TooManyAttempts(Math.max(1, Math.ceil(waitMs / 1000)), refusal);
  }

  close(): Promise<void> {
    return this.closeStore();
  }
}
