import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import type { AdminMessageId } from '../i18n/load-messages';
import { type MessageValues, useT } from '../i18n/use-t';

/** As the shop's toasts (spec §9): success 3 s, an error 4 s. */
const SUCCESS_MS = 3000;
const ERROR_MS = 4000;

/** The console's toasts: a success by catalog id, an error by the text a failure was given. */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();
  const t = useT();
  return useMemo(
    () => ({
      success: (id: AdminMessageId, values?: MessageValues) =>
        enqueueSnackbar(t(id, values), { variant: 'success', autoHideDuration: SUCCESS_MS }),
      error: (text: string) => enqueueSnackbar(text, { variant: 'error', autoHideDuration: ERROR_MS }),
    }),
    [enqueueSnackbar, t],
  );
}
