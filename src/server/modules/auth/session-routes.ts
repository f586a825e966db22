import type { FastifyRequest } from 'fastify';
import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { notFound } from '../../http/errors';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import { endOtherSessions, endSession, listSessions, logout } from '../../../universal/contracts/session';
import { currentSessionId, currentUser } from './authenticate';
import { sessions } from './sessions';

/** Sign out, and the account page's signed-in devices: listed, signed out one by one or all but this one. */
export const sessionRoutes: ModulePlugin = async (app, { ctx }) => {
  const live = sessions(ctx.db);
  /** A handler that ends sessions of the caller's (`end` is given their id and this session's) and answers success. */
  const ending =
    (end: (userId: string, thisSession: string) => Promise<unknown>) => async (request: FastifyRequest) => {
      await end(currentUser(request).id, currentSessionId(request));
      return { success: true as const };
    };

  app.route({
    ...fromContract(app, logout),
    preHandler: app.authenticate,
    // Sign out: this session.
    handler: ending((userId, thisSession) => live.end(userId, thisSession)),
  });

  app.route({
    ...fromContract(app, listSessions),
    preHandler: app.authenticate,
    handler: async (request) => {
      const current = currentSessionId(request);
      const list = await live.list(currentUser(request).id, ctx.now());
      // This device first, then the others by last use.
      list.sort((a, b) => Number(b.id === current) - Number(a.id === current));
      return {
        sessions: list.map((entry) => ({
          id: entry.id,
          device: entry.device,
          createdAt: entry.createdAt.toISOString(),
          lastSeenAt: entry.lastSeenAt.toISOString(),
          current: entry.id === current,
        })),
      };
    },
  });

  app.route({
    ...fromContract(app, endSession),
    preHandler: app.authenticate,
    handler: async (request) => {
      if (!(await live.end(currentUser(request).id, request.params.id)))
        throw notFound('No such session', ERROR_CODES.SESSION_NOT_FOUND);
      return { success: true };
    },
  });

  app.route({
    ...fromContract(app, endOtherSessions),
    preHandler: app.authenticate,
    // Every session of the account but this one.
    handler: ending((userId, thisSession) => live.endAll(userId, thisSession)),
  });
};
