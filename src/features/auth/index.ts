// The auth slice's public API: the pages and the app import from here only (the session's state and actions
// are src/entities/session).
export { signOut, useSignOut } from './sign-out';
export { type AuthResponse, useLoginMutation, useRegisterMutation } from './auth-api';
