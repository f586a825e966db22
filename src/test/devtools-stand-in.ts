import type { AnyAction, StoreEnhancer } from '@reduxjs/toolkit';

/**
 * A stand-in for the Redux DevTools browser extension: it installs the compose function the extension
 * provides and records every action and state after passing them through the store's own sanitizers,
 * as the extension does before it shows or exports them. Import it before anything that loads RTK.
 */
interface DevToolsOptions {
  stateSanitizer: (state: unknown, index: number) => unknown;
  actionSanitizer: (action: AnyAction, id: number) => unknown;
}

type BaseStore = { dispatch: (action: AnyAction) => unknown; getState: () => unknown };
type CreateStore = (...args: unknown[]) => BaseStore;

export const devTools: { options?: DevToolsOptions; recorded: unknown[] } = { recorded: [] };

(window as unknown as Record<string, unknown>).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (options: DevToolsOptions) => {
  devTools.options = options;
  // Like the extension, the recorder is the innermost enhancer: it sees every plain action the
  // middleware lets through, whoever dispatched it.
  const record =
    (createStore: CreateStore): CreateStore =>
    (...args) => {
      const store = createStore(...args);
      const dispatch = (action: AnyAction) => {
        const result = store.dispatch(action);
        devTools.recorded.push(options.actionSanitizer(action, devTools.recorded.length));
        devTools.recorded.push(options.stateSanitizer(store.getState(), devTools.recorded.length));
        return result;
      };
      return { ...store, dispatch };
    };
  return (...enhancers: StoreEnhancer[]) =>
    (createStore: CreateStore) =>
      enhancers.reduceRight<CreateStore>(
        (inner, enhancer) => (enhancer as unknown as (next: CreateStore) => CreateStore)(inner),
        record(createStore),
      );
};
