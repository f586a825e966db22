import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ErrorBody } from '../../universal/contracts/error-body';

/** What went wrong with a call, as the screens need it: the answer's status, code, message and field errors. */
export interface Failure {
  /** The HTTP status, or 'network' when no answer came (offline, timed out). */
  status: number | 'network';
  code?: string;
  message?: string;
  /** Per-field messages of a 400 VALIDATION_FAILED (the server's English texts). */
  errors?: Record<string, string>;
  /** The catalog id of `message` where the server named one (a refusal by the shop's rules, in the console's words). */
  messageId?: string;
}

function isErrorBody(value: unknown): value is Pick<ErrorBody, 'code' | 'message' | 'errors' | 'messageId'> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string';
}

/** Reads an RTK Query error (or anything thrown by `unwrap()`) as a Failure. */
export function failureOf(error: unknown): Failure {
  const fetchError = error as FetchBaseQueryError | SerializedError | undefined;
  if (fetchError && 'status' in fetchError) {
    if (typeof fetchError.status !== 'number') {
      const status = fetchError.status === 'PARSING_ERROR' ? fetchError.originalStatus : 'network';
      return { status };
    }
    const body = fetchError.data;
    return isErrorBody(body)
      ? {
          status: fetchError.status,
          code: body.code,
          message: body.message,
          errors: body.errors,
          ...(body.messageId !== undefined && { messageId: body.messageId }),
        }
      : { status: fetchError.status };
  }
  return { status: 'network' };
}
