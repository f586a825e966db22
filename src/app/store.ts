import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { authSlice, restoreSession } from '../features/auth/auth-slice';
import { sessionPersistence } from '../features/auth/session-persistence';
import { cartSlice } from '../features/cart/cart-slice';
import { api } from '../shared/api/api';
import { catalogueApi } from '../features/catalogue';

export const rootReducer = combineReducers({
  auth: authSlice.reducer,
  cart: cartSlice.reducer,
  [api.reducerPath]: api.reducer,
  [catalogueApi.reducerPath]: catalogueApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Support staff read the state in Redux DevTools; the session token never shows there. */
const redactToken = <S>(state: S): S => {
  const auth = (state as Partial<RootState>).auth;
  return auth?.token ? ({ ...state, auth: { ...auth, token: '[redacted]' } } as S) : state;
};

export function createStore(preloadedState?: Partial<RootState>, storage: Storage = window.localStorage) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState ?? { auth: restoreSession(storage) },
    middleware: (getDefault) =>
      getDefault().prepend(sessionPersistence(storage)).concat(api.middleware, catalogueApi.middleware),
    devTools: {
      stateSanitizer: redactToken,
      actionSanitizer: (action) => {
        const payload = (action as { payload?: { token?: unknown } }).payload;
        return payload && typeof payload === 'object' && 'token' in payload
          ? { ...action, payload: { ...payload, token: '[redacted]' } }
          : action;
      },
    },
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
