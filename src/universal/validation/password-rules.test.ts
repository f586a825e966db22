/**
 * Issue 48: a password a password manager makes ('Correct-Horse-Battery-9') was refused with "must contain
 * uppercase, lowercase, and number" while the checklist showed all four rules met. Every form that sets a
 * password runs one rule (password-rules.ts) and names the part that really failed.
 */
import { passwordChecklist } from '../password-strength';
import { changePasswordSchema, resetPasswordSchema } from './auth-schemas';
import { guestCheckoutSchema } from './guest-checkout-schema';
import { meetsPasswordRules, unmetPasswordRules } from './password-rules';
import { signupSchema } from './signup-schema';
import { serverErrors } from './validation-test-support';

/** Each form that sets a password, as a function from the password to that field's message ('' when taken). */
const FORMS: [string, (password: string) => string][] = [
  [
    'sign-up',
    (password) =>
      serverErrors(signupSchema, { name: 'Mona Ali', email: 'mona@example.com', phone: '01012345678', password })
        .password ?? '',
  ],
  [
    "checkout's create-account",
    (password) =>
      serverErrors(guestCheckoutSchema, { email: 'mona@example.com', createAccount: true, password }).password ?? '',
  ],
  [
    'the profile password change',
    (password) =>
      serverErrors(changePasswordSchema, {
        currentPassword: 'OldPass1',
        newPassword: password,
        confirmPassword: password,
      }).newPassword ?? '',
  ],
];

const TAKEN = [
  'Correct-Horse-Battery-9',
  'correct Horse battery staple 9',
  'Tr0ub4dor & 3 ~`^()[]{}<>|\\"',
  'Élodie-Müller-2026',
  'كلمة سر قوية A1 b',
  'Key 🔑 of Home 1',
];

const REFUSED: [string, string][] = [
  ['Abc-1', 'Password must be at least 8 characters'],
  ['correct-horse-battery-9', 'Password must contain an uppercase letter'],
  ['CORRECT-HORSE-BATTERY-9', 'Password must contain a lowercase letter'],
  ['Correct-Horse-Battery', 'Password must contain a number'],
  ['correct-horse-battery', 'Password must contain an uppercase letter and a number'],
  ['CORRECT-HORSE-BATTERY', 'Password must contain a lowercase letter and a number'],
  ['123-456-789', 'Password must contain uppercase and lowercase letters'],
  ['كلمة سر طويلة', 'Password must contain uppercase, lowercase, and number'],
  ['Correct\tHorse-9', "Password can't contain tabs, line breaks or other control characters"],
  ['Correct\nHorse-9', "Password can't contain tabs, line breaks or other control characters"],
];

describe.each(FORMS)('%s', (_form, messageFor) => {
  it.each(TAKEN)('takes %p (any printable character, spaces too)', (password) => {
    expect(messageFor(password)).toBe('');
  });

  it.each(REFUSED)('refuses %p naming the rule that failed: %p', (password, message) => {
    expect(messageFor(password)).toBe(message);
  });
});

describe('the checklist and the rule agree', () => {
  it.each([...TAKEN, ...REFUSED.map(([password]) => password)])(
    '%p: all four ticks exactly when the rule takes it (or it holds a control character, which is named)',
    (password) => {
      const allTicked = passwordChecklist(password).every((item) => item.met);
      const unmet = unmetPasswordRules(password);
      expect(allTicked).toBe(meetsPasswordRules(password) || (unmet.length === 1 && unmet[0] === 'printable'));
    },
  );

  it('counts characters as a person does: four emoji and four letters are eight', () => {
    expect(unmetPasswordRules('Ab1🔑🔑🔑🔑c')).toEqual([]);
    expect(unmetPasswordRules('Ab1🔑🔑🔑c')).toEqual(['length']);
  });
});

describe("reset keeps the spec's one text for the checklist's rules", () => {
  it.each([
    ['Correct-Horse-Battery-9', undefined],
    ['correct-horse-battery-9', 'Please fix password requirements'],
    ['Correct\tHorse-9', "Password can't contain tabs, line breaks or other control characters"],
  ])('%p → %p', (password, message) => {
    expect(serverErrors(resetPasswordSchema, { password, confirmPassword: password }).password).toBe(message);
  });
});
