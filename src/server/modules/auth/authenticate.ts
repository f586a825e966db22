import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { AppContext } from '../../context';
import { unauthorized } from '../../http/errors';
import { ERROR_CODES } from '../../../shared/contracts/error-codes';
import type { SessionUser } from '../../../shared/contracts/session';
import { verifyToken } from './tokens';
import { userRepository } from './user-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of every signed-in-only route (see authenticatePlugin). */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `authenticate` on signed-in-only routes. */
    sessionUser: SessionUser | null;
  }
}

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const USER_ID = /^[0-9a-f-]{36}$/;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/**
 * Decorates the app with `authenticate`, the preHandler of every signed-in-only route: a valid,
 * unexpired token whose version still matches the user's (a password change or reset raises it),
 * otherwise 401. Users are read through the auth module's repository, the users table's one owner.
 */
async function authenticatePlugin(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const users = userRepository(ctx.db);
  app.decorateRequest('sessionUser', null);
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await verifyToken(token, ctx.tokenKeys, ctx.now());
    if (!claims || !USER_ID.test(claims.sub)) throw unauthorized(SESSION_EXPIRED, ERROR_CODES.SESSION_EXPIRED);
    const user = await users.findSessionUser(claims.sub);
    if (!user || user.tokenVersion !== claims.ver) throw unauthorized(SESSION_EXPIRED, ERROR_CODES.SESSION_EXPIRED);
    request.sessionUser = user.sessionUser;
    // Every later log line of this request names the shopper (the id, never the email), for support.
    request.log = request.log.child({ userId: user.sessionUser.id });
    // Fastify writes the access line ("request completed") through the reply's logger.
    reply.log = request.log;
  });
}

/** Registered once at the app's root; fastify-plugin lets every module's routes see the decorator. */
export const authenticate = fastifyPlugin(authenticatePlugin, { name: 'authenticate' });

/** The signed-in user of a route guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}
