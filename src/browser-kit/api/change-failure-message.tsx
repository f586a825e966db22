import type { ReactElement } from 'react';
import type { IntlShape } from 'react-intl';
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
  intl: Pick<IntlShape, 'locale' | 'messages' | 'formatMessage'>,
): ReactElement | null {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 401) return null;
  console.warn(fallback, error);
  return <FailureText message={status === 400 ? errorText(error, fallback, intl) : fallback} error={error} />;
}
