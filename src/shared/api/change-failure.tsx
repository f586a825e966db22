import { type ReactNode, useCallback } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { useToast } from '../toast';
import { FailureText } from '../ui/FailureDetail';
import { errorText } from './error-text';

/**
 * The toast for a failed cart or wish-list change: the spec's text, except that a refusal the
 * shopper can act on (400, e.g. the 99-per-line limit) shows the server's reason; under it, the
 * request's reference for support. Nothing for a 401: the session is over and the browser is on
 * its way to sign in.
 */
export function changeFailureMessage(
  error: unknown,
  fallback: string,
  intl: Pick<IntlShape, 'locale' | 'formatMessage'>,
): ReactNode {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 401) return null;
  console.warn(fallback, error);
  return <FailureText message={status === 400 ? errorText(error, fallback, intl) : fallback} error={error} />;
}

/** Shows changeFailureMessage as an error toast, the fallback named by its catalog id (nothing on 401). */
export function useChangeFailureToast(): (error: unknown, fallback: MessageId) => void {
  const intl = useIntl();
  const toast = useToast();
  return useCallback(
    (error, fallback) => {
      const message = changeFailureMessage(error, intl.formatMessage({ id: fallback }), intl);
      if (message) toast.error(message);
    },
    [intl, toast],
  );
}
