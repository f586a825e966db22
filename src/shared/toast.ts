import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';
import { createContext, useContext, useMemo } from 'react';

/** Spec §9: toasts sit bottom-right, at most 20; success 3000 ms, error and default 4000 ms. */
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = { default: 4000, success: 3000, error: 4000 } as const;

/**
 * Where toasts go: the app's provider (src/app/ToastProvider.tsx), which loads the toast library on
 * the first toast rather than with every page.
 */
export interface ToastHost {
  show(message: SnackbarMessage, options: OptionsObject): SnackbarKey;
  close(key?: SnackbarKey): void;
}

export const ToastHostContext = createContext<ToastHost | undefined>(undefined);

/** The one way screens raise toasts, so every toast gets the spec's duration for its kind. */
export function useToast() {
  const host = useContext(ToastHostContext);
  if (!host) throw new Error('useToast needs the app’s ToastProvider');
  return useMemo(
    () => ({
      success: (message: SnackbarMessage, options?: OptionsObject) =>
        host.show(message, { variant: 'success', autoHideDuration: TOAST_DURATION_MS.success, ...options }),
      error: (message: SnackbarMessage, options?: OptionsObject) =>
        host.show(message, { variant: 'error', autoHideDuration: TOAST_DURATION_MS.error, ...options }),
      info: (message: SnackbarMessage, options?: OptionsObject) =>
        host.show(message, { variant: 'default', autoHideDuration: TOAST_DURATION_MS.default, ...options }),
      close: (key?: SnackbarKey) => host.close(key),
    }),
    [host],
  );
}
