import type { ModulePlugin } from '../../context';
import { notFound } from '../../http/errors';
import { ERROR_CODES } from '../../../core/contracts/error-codes';
import { currentSessionId, currentUser } from './authenticate';
import { DeviceSessionsSchema, errorResponses, SessionIdParamsSchema, SuccessSchema } from './schemas';
import { sessions } from './sessions';

const tags = ['auth'];
const security = [{ bearer: [] }];

/** Sign out, and the account page's signed-in devices: listed, signed out one by one or all but this one. */
export const sessionRoutes: ModulePlugin = async (app, { ctx }) => {
  const live = sessions(ctx.db);

  app.post(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Sign out: ends this session, whose token is refused from now on by every instance',
        response: { 200: SuccessSchema, ...errorResponses },
      },
    },
    async (request) => {
      await live.end(currentUser(request).id, currentSessionId(request));
      return { success: true };
    },
  );

  app.get(
    '/sessions',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The signed-in devices: every live session of the account, the current one marked',
        response: { 200: DeviceSessionsSchema, ...errorResponses },
      },
    },
    async (request) => {
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
  );

  app.delete(
    '/sessions/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Sign out one device of the account (the current one too)',
        params: SessionIdParamsSchema,
        response: { 200: SuccessSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (!(await live.end(currentUser(request).id, request.params.id)))
        throw notFound('No such session', ERROR_CODES.SESSION_NOT_FOUND);
      return { success: true };
    },
  );

  app.post(
    '/sessions/sign-out-others',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Sign out everywhere else: ends every session of the account but this one',
        response: { 200: SuccessSchema, ...errorResponses },
      },
    },
    async (request) => {
      await live.endAll(currentUser(request).id, currentSessionId(request));
      return { success: true };
    },
  );
};
