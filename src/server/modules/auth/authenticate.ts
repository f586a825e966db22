import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Database } from '../../db/database';
import { unauthorized } from '../../http/errors';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import type { SessionUser } from '../../../universal/contracts/session';
import { sessions } from './sessions';
import { type TokenKeys, verifyToken } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of every signed-in-only route (see authenticatePlugin). */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler of routes a signed-out visitor may call too (the guest's cart and checkout): a request
     * that sends a token is checked exactly as `authenticate` checks it, one that sends none goes on with
     * `sessionUser` null.
     */
    authenticateIfSent: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `authenticate` on signed-in-only routes. */
    sessionUser: SessionUser | null;
    /** The session the request's token belongs to, set with `sessionUser`. */
    sessionId: string | null;
  }
}

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
/** User and session ids are uuids; anything else is refused before it reaches a query. */
const UUID = /^[0-9a-f-]{36}$/;

/** The scheme name is case-insensitive (RFC 9110 §11.1): "bearer" and "BEARER" are "Bearer". */
const BEARER = /^bearer +(\S+) *$/i;

/** The token of the request's `Authorization: Bearer …` header, if it has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  return BEARER.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * Decorates the app with `authenticate`, the preHandler of every signed-in-only route: a valid,
 * unexpired token whose session still exists in the database, otherwise 401. The session row is read
 * on every request, never remembered, so a session ended on one instance is refused by all at once.
 */
/**
 * What a session guard (this one, the console's) needs of the app's context (named here, so the context
 * may build on this module).
 */
export interface SessionContext {
  db: Database;
  tokenKeys: TokenKeys;
  now: () => Date;
}

async function authenticatePlugin(app: FastifyInstance, { ctx }: { ctx: SessionContext }): Promise<void> {
  const live = sessions(ctx.db);
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('sessionId', null);
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await verifyToken(token, ctx.tokenKeys, ctx.now());
    const user =
      claims && UUID.test(claims.sub) && UUID.test(claims.sid)
        ? await live.check(claims.sid, claims.sub, ctx.now())
        : undefined;
    if (!claims || !user) throw unauthorized(SESSION_EXPIRED, ERROR_CODES.SESSION_EXPIRED);
    request.sessionUser = user;
    request.sessionId = claims.sid;
    // Every later log line of this request names the shopper (the id, never the email), for support.
    request.log = request.log.child({ userId: user.id });
    // Fastify writes the access line ("request completed") through the reply's logger.
    reply.log = request.log;
  });
  app.decorate('authenticateIfSent', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== undefined) await app.authenticate(request, reply);
  });
}

/** Registered once at the app's root; fastify-plugin lets every module's routes see the decorator. */
export const authenticate = fastifyPlugin(authenticatePlugin, { name: 'authenticate' });

/** The session of a route guarded by `authenticate`. */
export function currentSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw unauthorized();
  return request.sessionId;
}

/** The signed-in user of a route guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}
