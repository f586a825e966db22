import { type Static, Type } from 'typebox';

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
