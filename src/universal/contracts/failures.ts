import { ERROR_CODES } from './error-codes';

/**
 * The failures many endpoints answer alike, each said once: a contract spreads the ones it answers
 * beside its own (`failures: { ...INVALID, ...SIGNED_IN, 404: [ERROR_CODES.ORDER_NOT_FOUND] }`).
 */

/** The body, params or query broke the contract's shape or the form's rules. */
export const INVALID = { 400: [ERROR_CODES.VALIDATION_FAILED] } as const;

/** A shopper's endpoint: no session, or one that ended (a token sent to an optional-shopper one too). */
export const SIGNED_IN = { 401: [ERROR_CODES.UNAUTHORIZED, ERROR_CODES.SESSION_EXPIRED] } as const;

/** A staff endpoint: the staff session ended, or the member's role may not call it. */
export const STAFF = { 401: [ERROR_CODES.SESSION_EXPIRED], 403: [ERROR_CODES.FORBIDDEN] } as const;

/** Too many attempts from one address or for one account. */
export const THROTTLED = { 429: [ERROR_CODES.RATE_LIMITED] } as const;
