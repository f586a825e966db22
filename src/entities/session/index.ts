// The session in the store: who is signed in, and the actions that change it. The auth slice signs in and
// out through these; the profile renews the token and updates the user with them. Features import from here.
export {
  authSlice,
  restoreSession,
  sessionReplaced,
  signedIn,
  signedOut,
  TOKEN_KEY,
  tokenRenewed,
  USER_KEY,
  userUpdated,
} from './auth-slice';
