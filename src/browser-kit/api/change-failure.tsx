import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../universal/i18n/messages';
import { toastKey, useToast } from '../toast';

/**
 * Shows changeFailureMessage as an error toast, the fallback named by its catalog id (nothing on 401).
 * The message's code (the server's reasons in every language, the support reference) loads on the
 * first failure, as the toast library does: a page that never fails a change never downloads it.
 */
export function useChangeFailureToast(): (error: unknown, fallback: MessageId, near?: Element | null) => void {
  const intl = useIntl();
  const toast = useToast();
  return useCallback(
    (error, fallback, near) => {
      void import(/* webpackChunkName: "change-failure" */ './change-failure-message').then(
        ({ changeFailureMessage }) => {
          const message = changeFailureMessage(error, intl.formatMessage({ id: fallback }), intl);
          if (message) toast.error(message, { key: toastKey('error', fallback), near });
        },
      );
    },
    [intl, toast],
  );
}
