import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../universal/i18n/messages';
import { toastKey, useToast } from '../toast';
import { FailureText } from '../ui/FailureDetail';

/** Failed loads already reported, by request: several components read the same query. */
const reported = new Set<string>();

interface QueryOutcome {
  isError: boolean;
  error?: unknown;
  requestId?: string;
}

/**
 * Raises the catalog's `message` (with the request's reference) once per failed load of a query, however many
 * components use that query, and once on screen however many loads fail in a row. A 401 raises
 * nothing: the session has ended and the browser is already on its way to sign in.
 */
export function useLoadFailureToast(outcome: QueryOutcome, message: MessageId): void {
  const intl = useIntl();
  const toast = useToast();
  const { isError, error, requestId } = outcome;
  useEffect(() => {
    if (!isError || !requestId || reported.has(requestId)) return;
    reported.add(requestId);
    if ((error as { status?: unknown } | undefined)?.status === 401) return;
    const text = intl.formatMessage({ id: message });
    console.warn(text, error);
    toast.error(<FailureText message={text} error={error} />, { key: toastKey('error', message) });
  }, [isError, error, requestId, message, toast, intl]);
}
