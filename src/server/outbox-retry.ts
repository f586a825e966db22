/**
 * The schedule both outboxes keep (the mail outbox, the domain events): a row a worker claims is hidden from
 * the other workers for a lease, and a failed try waits 30 s, then twice as long after each further failure.
 */

/** The first wait after a failure; each later failure doubles it. */
export const RETRY_BASE_MS = 30_000;
/**
 * A claimed row is hidden from other workers this long; one whose worker died (its instance stopped
 * mid-try) is claimed again after it: at least once delivery.
 */
export const CLAIM_LEASE_MS = 2 * 60_000;
/** The most of a failure's message a row keeps. */
const MAX_ERROR_LENGTH = 1000;

/** When a row that had failed `failuresBefore` times before its latest failure is tried again: at most `maxWaitMs` on. */
export function nextTryAt(now: Date, failuresBefore: number, maxWaitMs = Number.POSITIVE_INFINITY): Date {
  return new Date(now.getTime() + Math.min(RETRY_BASE_MS * 2 ** failuresBefore, maxWaitMs));
}

/** What a row keeps of a failure: `prefix` and the error's message, cut to its column's length. */
export function failureText(error: unknown, prefix = ''): string {
  return `${prefix}${error instanceof Error ? error.message : String(error)}`.slice(0, MAX_ERROR_LENGTH);
}
