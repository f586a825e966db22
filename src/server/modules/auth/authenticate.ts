import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { unauthorized } from '../../http/errors';
import { verifyToken } from './tokens';
import { ERROR_CODES } from '../../../shared/contracts/error-codes';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  phone: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate` on signed-in-only routes. */
    sessionUser: SessionUser | null;
  }
}

/**
 * The preHandler of every signed-in-only route: a valid, unexpired token whose version still
 * matches the user's (a password change or reset raises it) — otherwise 401.
 */
export function makeAuthenticate(ctx: AppContext, secret: Buffer) {
  return async function authenticate(request: FastifyRequest, reply?: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    if (!token) throw unauthorized();
    const claims = verifyToken(token, secret, ctx.now());
    if (!claims || !/^[0-9a-f-]{36}$/.test(claims.sub))
      throw unauthorized('Your session has expired. Please sign in again.', ERROR_CODES.SESSION_EXPIRED);
    const [user] = await ctx.db.query<SessionUser & { token_version: number }>(
      'SELECT id, email, name, phone, token_version FROM users WHERE id = $1',
      [claims.sub],
    );
    if (!user || user.token_version !== claims.ver) {
      throw unauthorized('Your session has expired. Please sign in again.', ERROR_CODES.SESSION_EXPIRED);
    }
    request.sessionUser = { id: user.id, email: user.email, name: user.name, phone: user.phone };
    // Every later log line of this request names the shopper (the id, never the email), for support.
    request.log = request.log.child({ userId: user.id });
    // Fastify writes the access line ("request completed") through the reply's logger.
    if (reply) reply.log = request.log;
  };
}

/** The signed-in user of a route guarded by `authenticate`. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw unauthorized();
  return request.sessionUser;
}
