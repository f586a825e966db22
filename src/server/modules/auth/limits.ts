import type { FastifyRequest } from 'fastify';
import type { RateLimitCheck, RateLimiter, RateLimitRule } from '../../http/rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Attempt limits of the account endpoints (fixed windows). Per-account limits stop guessing at one
 * account; the per-IP ones are looser floods guards, since many shoppers can share an address
 * behind a NAT (and every browser test signs up from 127.0.0.1).
 */
export const ACCOUNT_LIMITS = {
  registerPerIp: { name: 'register:ip', limit: 100, windowMs: HOUR },
  /** Per (address, email), not per email: sign-ups naming someone's email must not block their own (issue 48 §4). */
  registerPerIpAndEmail: { name: 'register:ip-email', limit: 10, windowMs: HOUR },
  loginPerIp: { name: 'login:ip', limit: 50, windowMs: 15 * MINUTE },
  loginPerIpAndEmail: { name: 'login:ip-email', limit: 10, windowMs: 15 * MINUTE },
  forgotPerIp: { name: 'forgot:ip', limit: 20, windowMs: HOUR },
  /**
   * Forgot-password is counted per (email, address) and per address only: requests naming someone else's
   * email, from however many addresses, never use up that shopper's own requests (issue 48 §4). What
   * keeps a spread of addresses from flooding one inbox is the mail interval (RESET_MAIL_INTERVAL_MS, one
   * reset mail an account per five minutes), not a ceiling per email, which would lock its owner out.
   */
  forgotPerIpAndEmail: { name: 'forgot:ip-email', limit: 5, windowMs: HOUR },
  /** Checking and using reset links share one counter. */
  resetPerIp: { name: 'reset:ip', limit: 30, windowMs: 15 * MINUTE },
  /** "Send the link again" on the account page: a few mails an hour to the account's own address. */
  verificationMailsPerUser: { name: 'verification-mail:user', limit: 5, windowMs: HOUR },
  changePasswordPerIp: { name: 'change-password:ip', limit: 50, windowMs: 15 * MINUTE },
  changePasswordPerUser: { name: 'change-password:user', limit: 10, windowMs: 15 * MINUTE },
  /** Profile updates: each may try a new email, and a taken one answers 409, so they are counted too. */
  profileUpdatePerIp: { name: 'profile-update:ip', limit: 100, windowMs: 15 * MINUTE },
  profileUpdatePerUser: { name: 'profile-update:user', limit: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/** Counts this request against `rules`, each keyed by what it names; 429 once one is exceeded. */
export function limitAttempts(
  ctx: { rateLimiter: RateLimiter },
  request: FastifyRequest,
  checks: [RateLimitRule, string][],
): Promise<void> {
  const list: RateLimitCheck[] = checks.map(([rule, key]) => ({ rule, key }));
  return ctx.rateLimiter.enforce(request, list);
}
