import { object, ref, string } from 'yup';
import { missingClassesKey, unmetPasswordRules } from '../../universal/validation/password-rules';

/** The console's words for each set of missing classes (the shop's rule, the console's catalog). */
const MISSING_CLASSES_TEXT: Readonly<Record<string, string>> = {
  lowercase: 'validation.passwordNeedsLowercase',
  uppercase: 'validation.passwordNeedsUppercase',
  number: 'validation.passwordNeedsDigit',
  'lowercase+uppercase': 'validation.passwordNeedsLowercaseUppercase',
  'lowercase+number': 'validation.passwordNeedsLowercaseDigit',
  'uppercase+number': 'validation.passwordNeedsUppercaseDigit',
  'lowercase+uppercase+number': 'validation.passwordNeedsAllClasses',
};

/** The console's text naming the part of the rule a password really breaks; undefined when it meets it. */
export function staffPasswordProblem(password: string): string | undefined {
  const unmet = unmetPasswordRules(password);
  if (unmet.includes('length')) return 'validation.passwordTooShort';
  if (unmet.includes('printable')) return 'validation.passwordNotPrintable';
  return MISSING_CLASSES_TEXT[missingClassesKey(unmet)];
}

/**
 * A staff password follows the shop's rule for new passwords (src/universal/validation/password-rules.ts: at
 * least 8 characters, any printable ones, with a lowercase letter, an uppercase letter and a digit), which
 * the server checks again. The rule module has no yup and no phone or email-domain rules, so the console's
 * bundle takes only the rule.
 */
export const staffPasswordRule = string()
  .required('validation.passwordRequired')
  .test('policy', function (value) {
    const problem = value ? staffPasswordProblem(value) : undefined;
    return problem ? this.createError({ message: problem }) : true;
  });

export const setPasswordSchema = object({
  password: staffPasswordRule,
  confirm: string()
    .required('validation.confirmRequired')
    .oneOf([ref('password')], 'validation.passwordsDiffer'),
});
