import type { RateLimitRule } from '../../http/rate-limit';

const MINUTE = 60_000;

/** Attempt limits of the console's sign-in (fixed windows), stricter than shoppers': staff are few. */
export const STAFF_LIMITS = {
  signInPerIp: { name: 'staff-sign-in:ip', limit: 30, windowMs: 15 * MINUTE },
  signInPerIpAndEmail: { name: 'staff-sign-in:ip-email', limit: 5, windowMs: 15 * MINUTE },
  /** Codes: a 6-digit code is guessed 1 in 10^6 a try (3 steps accepted); 5 tries per challenge member. */
  secondStepPerIp: { name: 'staff-second-step:ip', limit: 30, windowMs: 15 * MINUTE },
  secondStepPerMember: { name: 'staff-second-step:member', limit: 5, windowMs: 15 * MINUTE },
  passwordLinkPerIp: { name: 'staff-password-link:ip', limit: 30, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;
