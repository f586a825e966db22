import { type Static, Type } from 'typebox';
import { SuccessSchema } from './body-fields';
import { defineEndpoint } from './endpoint';
import { ERROR_CODES } from './error-codes';

/**
 * The signed-in shopper as the server answers it with a token (sign-in, sign-up, profile update) and
 * as the client keeps it in its session. The server's session guard hands routes the same shape.
 */
export const SessionUserSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
});

export type SessionUser = Static<typeof SessionUserSchema>;

/** What sign-up and sign-in answer: a session token and its user. */
export const SessionSchema = Type.Object({ token: Type.String(), user: SessionUserSchema });

export type Session = Static<typeof SessionSchema>;

/** A signed-in device of the account, as the account page lists it. */
export const DeviceSessionSchema = Type.Object({
  id: Type.String(),
  /** "Chrome on Windows"; empty when the browser was not recognised. */
  device: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastSeenAt: Type.String({ format: 'date-time' }),
  /** The session this request was made with. */
  current: Type.Boolean(),
});

export type DeviceSession = Static<typeof DeviceSessionSchema>;

/** A session id is a uuid; a malformed one is refused (400) before any query. */
export const SessionIdParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });

const tags = ['auth'];
const signedIn = { 401: [ERROR_CODES.UNAUTHORIZED, ERROR_CODES.SESSION_EXPIRED] } as const;

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  summary: 'Sign out: ends this session, whose token is refused from now on by every instance',
  tags,
  access: 'shopper',
  response: SuccessSchema,
  failures: signedIn,
});

export const listSessions = defineEndpoint({
  method: 'GET',
  path: '/api/auth/sessions',
  summary: 'The signed-in devices: every live session of the account, the current one marked',
  tags,
  access: 'shopper',
  response: Type.Object({ sessions: Type.Array(DeviceSessionSchema) }),
  failures: signedIn,
});

export const endSession = defineEndpoint({
  method: 'DELETE',
  path: '/api/auth/sessions/:id',
  summary: 'Sign out one device of the account (the current one too)',
  tags,
  access: 'shopper',
  params: SessionIdParamsSchema,
  response: SuccessSchema,
  failures: {
    400: [ERROR_CODES.VALIDATION_FAILED],
    ...signedIn,
    404: [ERROR_CODES.SESSION_NOT_FOUND],
  },
});

export const endOtherSessions = defineEndpoint({
  method: 'POST',
  path: '/api/auth/sessions/sign-out-others',
  summary: 'Sign out everywhere else: ends every session of the account but this one',
  tags,
  access: 'shopper',
  response: SuccessSchema,
  failures: signedIn,
});
