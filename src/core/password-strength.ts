/**
 * The strength meter and requirement checklist shown under new-password fields
 * (sign up, change password, reset password). They guide the user; the
 * authority on what is accepted is `passwordPolicy` in validation/auth-schemas.
 */
import { HAS_DIGIT, HAS_LOWERCASE, HAS_SPECIAL, HAS_UPPERCASE, PASSWORD_MIN_LENGTH } from './validation/patterns';

export type StrengthScore = 0 | 1 | 2 | 3 | 4 | 5;
export type StrengthLabel = 'Very Weak' | 'Weak' | 'Fair' | 'Good' | 'Strong';

export const STRENGTH_LABELS: readonly StrengthLabel[] = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'];

/** One point each for: length ≥ 8, a lowercase, an uppercase, a digit, a special from @$!%*?&. */
export function passwordStrength(password: string): StrengthScore {
  const points = [
    password.length >= PASSWORD_MIN_LENGTH,
    HAS_LOWERCASE.test(password),
    HAS_UPPERCASE.test(password),
    HAS_DIGIT.test(password),
    HAS_SPECIAL.test(password),
  ].filter(Boolean).length;
  return points as StrengthScore;
}

/**
 * Six scores share five labels: 0 and 1 both read 'Very Weak' (nothing typed,
 * or a single kind of character), then one label per extra point.
 */
export function strengthLabel(score: number): StrengthLabel {
  const index = Math.min(Math.max(Math.floor(score) - 1, 0), STRENGTH_LABELS.length - 1);
  return STRENGTH_LABELS[index] ?? 'Very Weak';
}

export interface ChecklistItem {
  label: string;
  met: boolean;
}

/** Mirrors the required parts of the policy; the special character is a bonus, not listed. */
export function passwordChecklist(password: string): ChecklistItem[] {
  return [
    { label: 'At least 8 characters', met: password.length >= PASSWORD_MIN_LENGTH },
    { label: 'One lowercase letter', met: HAS_LOWERCASE.test(password) },
    { label: 'One uppercase letter', met: HAS_UPPERCASE.test(password) },
    { label: 'One number', met: HAS_DIGIT.test(password) },
  ];
}
