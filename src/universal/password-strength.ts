/**
 * The strength meter and requirement checklist shown under new-password fields
 * (sign up, change password, reset password). They guide the user; the
 * authority on what is accepted is `passwordPolicy` in validation/auth-schemas.
 */
import { HAS_DIGIT, HAS_LOWERCASE, HAS_SPECIAL, HAS_UPPERCASE, PASSWORD_MIN_LENGTH } from './validation/patterns';
import { type PasswordRule, unmetPasswordRules } from './validation/password-rules';

export type StrengthScore = 0 | 1 | 2 | 3 | 4 | 5;
export type StrengthLabel = 'Very Weak' | 'Weak' | 'Fair' | 'Good' | 'Strong';

export const STRENGTH_LABELS: readonly StrengthLabel[] = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'];

/**
 * One point each for: length ≥ 8, a lowercase, an uppercase, a digit, and a character that is neither a
 * letter nor a digit (the spec's @$!%*?&, and since any printable character is taken, a hyphen or a space
 * too: docs/decisions/0092).
 */
export function passwordStrength(password: string): StrengthScore {
  const points = [
    [...password].length >= PASSWORD_MIN_LENGTH,
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

const CHECKLIST: readonly [PasswordRule, string][] = [
  ['length', 'At least 8 characters'],
  ['lowercase', 'One lowercase letter'],
  ['uppercase', 'One uppercase letter'],
  ['number', 'One number'],
];

/**
 * The policy's own verdict on each rule the spec lists (password-rules), so a checklist all green is a
 * password the policy takes, unless it holds a control character, which the form's message then names.
 */
export function passwordChecklist(password: string): ChecklistItem[] {
  const unmet = unmetPasswordRules(password);
  return CHECKLIST.map(([rule, label]) => ({ label, met: !unmet.includes(rule) }));
}
