import { combineReducers, type Middleware } from '@reduxjs/toolkit';
import { createKitStore } from '../browser-kit/store-kit';
import { adminApi } from './api/admin-api';
import { restoreSession, sessionSlice, storeSession } from './session';
import { signedIn } from './session-actions';

/** A new session starts with an empty cache. */
const freshCacheOnSignIn: Middleware = (api) => (next) => (action) => {
  if (signedIn.match(action)) api.dispatch(adminApi.util.resetApiState());
  return next(action);
};

const reducer = combineReducers({ session: sessionSlice.reducer, [adminApi.reducerPath]: adminApi.reducer });
export type AdminState = ReturnType<typeof reducer>;

/**
 * The console's store, built as the shop's is (browser-kit/store-kit.ts: no secret reaches Redux DevTools):
 * the staff session (kept in `storage`, sessionStorage in the browser) and the API's cache. A session that starts drops every cached answer: nothing one member saw is shown to the
 * next (once a session ends, the screens that showed them are behind the sign-in page).
 */
export function createAdminStore(storage: Storage | undefined) {
  const store = createKitStore({
    reducer,
    preloadedState: { session: restoreSession(storage) },
    middleware: (getDefault) => getDefault().concat(adminApi.middleware, freshCacheOnSignIn),
  });
  let stored = store.getState().session;
  store.subscribe(() => {
    const { session } = store.getState();
    if (session.token !== stored.token || session.staff !== stored.staff) storeSession(storage, session);
    stored = session;
  });
  return store;
}

export type AdminStore = ReturnType<typeof createAdminStore>;
export type AdminDispatch = AdminStore['dispatch'];
