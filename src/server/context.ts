import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore } from './http/rate-limit';
import { makeAuthenticate } from './modules/auth/authenticate';
import { loadTokenSecret } from './modules/auth/tokens';

/** What every server module is given: configuration, the database, a clock tests can move, sessions. */
export interface AppContext {
  config: Config;
  db: Database;
  now: () => Date;
  tokenSecret: Buffer;
  /** preHandler for signed-in-only routes; see modules/auth/authenticate. */
  authenticate: (request: FastifyRequest) => Promise<void>;
  /** Attempt counters for the account endpoints: in Redis when REDIS_URL is set, else in memory. */
  rateLimiter: RateLimiter;
}

export async function createContext(base: {
  config: Config;
  db: Database;
  now?: () => Date;
  rateLimiter?: RateLimiter;
}): Promise<AppContext> {
  const tokenSecret = await loadTokenSecret(base.db);
  const now = base.now ?? (() => new Date());
  const rateLimiter =
    base.rateLimiter ??
    new RateLimiter(
      base.config.redisUrl ? await RedisRateLimitStore.connect(base.config.redisUrl) : new MemoryRateLimitStore(now),
    );
  const ctx: AppContext = {
    ...base,
    now,
    tokenSecret,
    authenticate: async () => undefined,
    rateLimiter,
  };
  ctx.authenticate = makeAuthenticate(ctx, tokenSecret);
  return ctx;
}

/** The shape of every module's routes: a Fastify plugin with typed schemas, given the context. */
export type ModulePlugin = FastifyPluginAsyncTypebox<{ ctx: AppContext }>;
