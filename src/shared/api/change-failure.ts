import { errorMessage } from './base-query';

/**
 * The toast for a failed cart or wish-list change: the spec's text, except that a refusal the
 * shopper can act on (400, e.g. the 99-per-line limit) shows the server's reason. Nothing for a
 * 401: the session is over and the browser is on its way to sign in.
 */
export function changeFailureMessage(error: unknown, fallback: string): string | null {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 401) return null;
  console.warn(fallback, error);
  return status === 400 ? errorMessage(error, fallback) : fallback;
}
