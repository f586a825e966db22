import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/database';
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
}

export async function createContext(base: { config: Config; db: Database; now?: () => Date }): Promise<AppContext> {
  const tokenSecret = await loadTokenSecret(base.db);
  const ctx: AppContext = {
    ...base,
    now: base.now ?? (() => new Date()),
    tokenSecret,
    authenticate: async () => undefined,
  };
  ctx.authenticate = makeAuthenticate(ctx, tokenSecret);
  return ctx;
}

/** The shape of every module's routes: a Fastify plugin with typed schemas, given the context. */
export type ModulePlugin = FastifyPluginAsyncTypebox<{ ctx: AppContext }>;
