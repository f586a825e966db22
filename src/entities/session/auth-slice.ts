import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionExpired, type SessionState, type SessionUser } from '../../browser-kit/session';

/** localStorage keys of spec §3: the session is kept under `token` and `user`. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

function isSessionUser(value: unknown): value is SessionUser {
  const user = value as Partial<SessionUser> | null;
  return typeof user === 'object' && user !== null && typeof user.id === 'string' && typeof user.name === 'string';
}

/** The session stored by an earlier visit, or an anonymous one when nothing usable is stored. */
export function restoreSession(storage: Pick<Storage, 'getItem'> = window.localStorage): SessionState {
  try {
    const token = storage.getItem(TOKEN_KEY);
    const user: unknown = JSON.parse(storage.getItem(USER_KEY) ?? 'null');
    if (token && isSessionUser(user)) return { token, user };
  } catch {
    // A corrupt entry is the same as none.
  }
  return { token: null, user: null };
}

const anonymous: SessionState = { token: null, user: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState: anonymous,
  reducers: {
    signedIn: (_state, action: PayloadAction<{ token: string; user: SessionUser }>) => action.payload,
    signedOut: () => anonymous,
    /** Profile update: same token, fresh user. */
    userUpdated: (state, action: PayloadAction<SessionUser>) => {
      state.user = action.payload;
    },
    /** Password change: the server answers the token this session goes on with. */
    tokenRenewed: (state, action: PayloadAction<string>) => {
      state.token = action.payload;
    },
    /** Another tab of this browser signed out, or in (as anyone): this tab takes the stored session. */
    sessionReplaced: (_state, action: PayloadAction<SessionState>) => action.payload,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, () => anonymous);
  },
});

export const { signedIn, signedOut, userUpdated, tokenRenewed, sessionReplaced } = authSlice.actions;
