import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database } from './db/database';
import { RateLimiter } from './http/rate-limit';
import { loadTokenKeys, type TokenKeys } from './modules/auth';
import type { Product } from '../universal/product';

/** What every server module is given: configuration, the database, a clock tests can move, session keys. */
export interface AppContext {
  config: Config;
  db: Database;
  now: () => Date;
  /** Session-token keys: TOKEN_SECRET's when configured, else the database's (see modules/auth/tokens). */
  tokenKeys: TokenKeys;
  /** Attempt counters for the account endpoints: in Redis when REDIS_URL is set, else in memory. */
  rateLimiter: RateLimiter;
}

export async function createContext(base: {
  config: Config;
  db: Database;
  now?: () => Date;
  rateLimiter?: RateLimiter;
}): Promise<AppContext> {
  const tokenKeys = await loadTokenKeys(base.db, base.config);
  const now = base.now ?? (() => new Date());
  const rateLimiter =
    base.rateLimiter ??
    (base.config.redisUrl ? await RateLimiter.redis(base.config.redisUrl) : RateLimiter.memory(now));
  return { ...base, now, tokenKeys, rateLimiter };
}

/**
 * Whether the catalogue holds a product, and the product with its variants, for the modules that name
 * one (cart lines, wish-list entries, reviews): the app's catalogue reader, which answers from its
 * in-memory copy when that is current.
 */
export interface ProductLookup {
  exists(id: number): Promise<boolean>;
  get(id: number): Promise<Product | undefined>;
  /**
   * The catalogue's generation: an object that changes whenever the catalogue version is raised (every
   * catalogue, stock or delivery-terms change by the shop's tools) or stock moves; undefined while a copy
   * is built. Rendered pages and answers made from what it covers are kept per generation.
   */
  generation(): Promise<object | undefined>;
}

/** What every module's routes are registered with. */
export interface ModuleOptions {
  ctx: AppContext;
  catalogue: ProductLookup;
}

/** The shape of every module's routes: a Fastify plugin with typed schemas, given the context. */
export type ModulePlugin = FastifyPluginAsyncTypebox<ModuleOptions>;
