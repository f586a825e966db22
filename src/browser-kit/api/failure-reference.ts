import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/**
 * What support needs to find a failed request in the server's logs. Every answer carries the
 * request's id (`X-Request-Id`, also the `reqId` of each log line); a failed request keeps its first
 * 8 characters on the error, as the short reference the shopper can read out or paste.
 */
export const REFERENCE_LENGTH = 8;

/** The error of a failed request, with the reference of the answer it got (if it got one). */
export type ReferencedError = FetchBaseQueryError & { reference?: string };

/** Keeps the answer's reference on a failed request's error; the error itself is unchanged. */
export function withReference(error: FetchBaseQueryError, meta: FetchBaseQueryMeta | undefined): ReferencedError {
  const id = meta?.response?.headers.get('X-Request-Id');
  return id ? { ...error, reference: id.slice(0, REFERENCE_LENGTH) } : error;
}

/** The reference of a failed request, if the server answered it. */
export function failureReference(error: unknown): string | undefined {
  const reference = (error as { reference?: unknown } | null | undefined)?.reference;
  return typeof reference === 'string' && reference ? reference : undefined;
}

/** True when the request got no answer at all (network down, server away, timed out). */
export function gotNoAnswer(error: unknown): boolean {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}
