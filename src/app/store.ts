import { combineReducers } from '@reduxjs/toolkit';
import { authSlice, restoreSession } from '../entities/session';
import { followOtherTabs, sessionPersistence } from '../features/auth/session-persistence';
import { api } from '../browser-kit/api/api';
import { createKitStore } from '../browser-kit/store-kit';
import type { ServerTransport } from '../browser-kit/api/base-query';
import { catalogueApi } from '../entities/product';
import { guestHandover } from './guest-handover';

export const rootReducer = combineReducers({
  auth: authSlice.reducer,
  [api.reducerPath]: api.reducer,
  [catalogueApi.reducerPath]: catalogueApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createStore(
  preloadedState?: Partial<RootState>,
  storage: Storage = window.localStorage,
  transport?: ServerTransport,
) {
  const store = createKitStore({
    reducer: rootReducer,
    preloadedState: preloadedState ?? { auth: restoreSession(storage) },
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: transport },
        // A server render's store (given a transport) only ever holds RTK Query's own answers: the
        // development checks would walk that whole state on every action of every render.
        ...(transport && { immutableCheck: false, serializableCheck: false }),
      })
        .prepend(sessionPersistence(storage))
        .concat(api.middleware, catalogueApi.middleware, guestHandover()),
  });
  // A server render has no other tabs (and no window).
  if (!transport && typeof window !== 'undefined') followOtherTabs(store, storage);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
