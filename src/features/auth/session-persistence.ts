import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { api } from '../../shared/api/api';
import { sessionExpired, type WithSession } from '../../shared/session';
import { signedIn, signedOut, tokenRenewed, TOKEN_KEY, USER_KEY, userUpdated } from './auth-slice';

/**
 * Writes the session to localStorage whenever it changes, and on sign-out or a 401 also drops every
 * cached answer of the own API, so nothing of the previous shopper stays on screen.
 */
export function sessionPersistence(storage: Storage = window.localStorage) {
  const listener = createListenerMiddleware();
  listener.startListening({
    matcher: isAnyOf(signedIn, signedOut, userUpdated, tokenRenewed, sessionExpired),
    effect: (action, listenerApi) => {
      const { token, user } = (listenerApi.getState() as WithSession).auth;
      if (token && user) {
        storage.setItem(TOKEN_KEY, token);
        storage.setItem(USER_KEY, JSON.stringify(user));
      } else {
        storage.removeItem(TOKEN_KEY);
        storage.removeItem(USER_KEY);
      }
      if (signedOut.match(action) || sessionExpired.match(action)) {
        listenerApi.dispatch(api.util.resetApiState());
      }
    },
  });
  return listener.middleware;
}
