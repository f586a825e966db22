import { type Static, Type } from 'typebox';
import { SuccessSchema } from './body-fields';
import { endpointGroup } from './endpoint';
import { ERROR_CODES } from './error-codes';
import { INVALID, SIGNED_IN } from './failures';

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

const sessionEndpoint = endpointGroup({ tags: ['auth'], access: 'shopper', failures: SIGNED_IN });

export const logout = sessionEndpoint.post('/api/auth/logout', {
  summary: 'Sign out: ends this session, whose token is refused from now on by every instance',
  response: SuccessSchema,
});

export const listSessions = sessionEndpoint.get('/api/auth/sessions', {
  summary: 'The signed-in devices: every live session of the account, the current one marked',
  response: Type.Object({ sessions: Type.Array(DeviceSessionSchema) }),
});

export const endSession = sessionEndpoint.delete('/api/auth/sessions/:id', {
  summary: 'Sign out one device of the account (the current one too)',
  params: SessionIdParamsSchema,
  response: SuccessSchema,
  failures: { ...INVALID, 404: [ERROR_CODES.SESSION_NOT_FOUND] },
});

export const endOtherSessions = sessionEndpoint.post('/api/auth/sessions/sign-out-others', {
  summary: 'Sign out everywhere else: ends every session of the account but this one',
  response: SuccessSchema,
});
