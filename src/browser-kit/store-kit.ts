import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { redactSecrets } from './devtools-redaction';

/**
 * The store both apps build (the shop's src/app/store.ts, the console's src/admin/store.ts): Redux
 * Toolkit's, with Redux DevTools that never see a token or password (support staff screenshot and export
 * DevTools sessions), and RTK Query's focus and reconnect listeners started.
 */
export const createKitStore: typeof configureStore = (options) => {
  const store = configureStore({
    ...options,
    devTools: { stateSanitizer: redactSecrets, actionSanitizer: redactSecrets },
  });
  setupListeners(store.dispatch);
  return store;
};
