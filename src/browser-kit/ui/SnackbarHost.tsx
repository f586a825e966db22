import * as notistack from 'notistack';
import { useEffect } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../toast';

/**
 * notistack's provider, mounted on the first toast (this module is its own chunk). Its standalone
 * enqueueSnackbar/closeSnackbar reach the mounted provider; `onReady` hands them over once it is.
 */
export default function SnackbarHost({ onReady }: { onReady: (library: typeof notistack) => void }) {
  useEffect(() => onReady(notistack), [onReady]);
  return (
    <notistack.SnackbarProvider
      maxSnack={TOAST_LIMIT}
      // Compares keys (every toast has one, see useToast): a toast whose key is on screen is dropped.
      preventDuplicate
      autoHideDuration={TOAST_DURATION_MS.default}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    />
  );
}
