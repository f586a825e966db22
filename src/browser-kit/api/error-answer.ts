import { ERROR_CODES, type ErrorCode } from '../../universal/contracts/error-codes';

/*
 * What an error answer says, for the screens that tell a failure apart. Kept out of base-query.ts, which
 * every first visit loads: the list of codes comes with the first screen that reads one.
 */

/** The message an error answer carries ({message}), or the fallback the spec gives for that screen. */
export function errorMessage(error: unknown, fallback: string): string {
  const data = (error as { data?: { message?: unknown } } | undefined)?.data;
  return typeof data?.message === 'string' && data.message ? data.message : fallback;
}

const KNOWN_CODES: ReadonlySet<string> = new Set(Object.values(ERROR_CODES));

/** The machine-readable code of an error answer ({code}): what the client decides on, never the wording. */
export function errorCode(error: unknown): ErrorCode | undefined {
  const code = (error as { data?: { code?: unknown } } | undefined)?.data?.code;
  return typeof code === 'string' && KNOWN_CODES.has(code) ? (code as ErrorCode) : undefined;
}
