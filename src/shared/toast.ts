import { type OptionsObject, type SnackbarMessage, useSnackbar } from 'notistack';
import { useMemo } from 'react';

/** Spec §9: toasts sit bottom-right, at most 20; success 3000 ms, error and default 4000 ms. */
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = { default: 4000, success: 3000, error: 4000 } as const;

/** The one way screens raise toasts, so every toast gets the spec's duration for its kind. */
export function useToast() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message: SnackbarMessage, options?: OptionsObject) =>
        enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST_DURATION_MS.success, ...options }),
      error: (message: SnackbarMessage, options?: OptionsObject) =>
        enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_DURATION_MS.error, ...options }),
      info: (message: SnackbarMessage, options?: OptionsObject) =>
        enqueueSnackbar(message, { variant: 'default', autoHideDuration: TOAST_DURATION_MS.default, ...options }),
      close: closeSnackbar,
    }),
    [enqueueSnackbar, closeSnackbar],
  );
}
