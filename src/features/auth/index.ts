// The auth slice's public API: other slices and the app import from here only.
export { signedIn, signedOut, tokenRenewed, userUpdated } from './auth-slice';
export { signOut, useSignOut } from './sign-out';
export { type AuthResponse, useLoginMutation, useRegisterMutation } from './auth-api';
