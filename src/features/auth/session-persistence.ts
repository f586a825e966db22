import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { api } from '../../browser-kit/api/api';
import { sessionExpired, type WithSession } from '../../browser-kit/session';
import {
  restoreSession,
  sessionReplaced,
  signedIn,
  signedOut,
  tokenRenewed,
  TOKEN_KEY,
  USER_KEY,
  userUpdated,
} from '../../entities/session';

/**
 * Writes the session to localStorage whenever it changes, and when the shopper changes (sign-out, a
 * 401, another tab's sign-out or sign-in) also drops every cached answer of the own API, so nothing of
 * the previous shopper stays on screen.
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
  // Taken from storage, where the other tab wrote it: nothing to write back.
  listener.startListening({
    actionCreator: sessionReplaced,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.resetApiState());
    },
  });
  return listener.middleware;
}

interface SessionStore {
  getState: () => unknown;
  dispatch: (action: ReturnType<typeof sessionReplaced>) => unknown;
}

/**
 * Makes this tab follow the others of the same browser: when one signs out or in, the browser fires a
 * `storage` event here for the keys the session is kept under, and this tab takes the stored session
 * (signed out, or the new shopper) at once. Answers the function that stops following.
 */
export function followOtherTabs(store: SessionStore, storage: Storage, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    // key is null when the storage was cleared.
    if (event.storageArea !== storage || (event.key !== null && event.key !== TOKEN_KEY && event.key !== USER_KEY))
      return;
    const stored = restoreSession(storage);
    const current = (store.getState() as WithSession).auth;
    // Mid-write (the token is stored before its user) the stored session still reads as the old one.
    if (stored.token === current.token && stored.user?.id === current.user?.id) return;
    store.dispatch(sessionReplaced(stored));
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
