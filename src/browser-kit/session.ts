import { createAction } from '@reduxjs/toolkit';

import type { SessionUser } from '../universal/contracts/session';

/** The user object the server returns with a token (sign-in, sign-up, profile update): one contract. */
export type { SessionUser };

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
}

/** Dispatched by the API layer when the server answers 401: the session is over. */
export const sessionExpired = createAction('session/expired');

/** The slice of the root state the API layer needs; the auth slice provides it. */
export interface WithSession {
  auth: SessionState;
}

export const selectToken = (state: WithSession) => state.auth.token;
export const selectUser = (state: WithSession) => state.auth.user;
export const selectSignedIn = (state: WithSession) => Boolean(state.auth.token && state.auth.user);
