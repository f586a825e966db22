/**
 * Schemas for sign in and the password flows, plus the field rules
 * that profile and checkout reuse (sign up's, with the phone rule, are in signup-schema.ts: the phone
 * rule's library stays out of the screens that ask for no phone). Formik runs them in the browser for
 * feedback; the server runs them again as the authority.
 *
 * Ordering note: an empty field must show "… is required", on the
 * server (which sees '') as in Formik (which turns '' into undefined). So
 * "required" comes first in each chain (Formik and toFieldErrors keep the
 * first message per field), and rules placed before it skip ''.
 */
import { object, string, type InferType } from 'yup';
import { domainMixesScripts, hasValidDomain, isPlainAddress } from './email-address';
import * as msg from './messages';
import { EMAIL_PATTERN, LOGIN_PASSWORD_MIN_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH, NAME_PATTERN } from './patterns';
import { normalizePhone } from './normalize-phone';
import { missingClassesKey, unmetPasswordRules } from './password-rules';

// The server stores and looks up emails in normalizeEmail's form; the schemas only trim.
export { normalizeEmail } from './email-address';

/** Read in its NFKC form (a full-width "＠" is an @), as normalizeEmail stores it. */
export const emailField = string()
  .transform((value: unknown) => (typeof value === 'string' ? value.normalize('NFKC') : value))
  .trim()
  .required(msg.EMAIL_REQUIRED)
  .matches(EMAIL_PATTERN, { message: msg.EMAIL_INVALID, excludeEmptyString: true })
  .test('domain', msg.EMAIL_INVALID, (value) => !value || !EMAIL_PATTERN.test(value) || hasValidDomain(value));

/**
 * An address being given to an account or a guest order (sign up, profile, checkout): also refused when
 * it is a look-alike spelling (invisible characters, a quoted local part, repeated dots) or its domain
 * mixes scripts. Sign-in and forgot-password keep the looser rule, so an older account stored with such
 * an address can still get in.
 */
export const newEmailField = emailField
  .test('plain-address', msg.EMAIL_INVALID, (value) => !value || isPlainAddress(value))
  .test('one-script-domain', msg.EMAIL_MIXED_SCRIPTS, (value) => !value || !domainMixesScripts(value));

/** Person name for sign up and profile (checkout's "full name" has its own rule). */
export const nameField = string()
  .trim()
  .required(msg.NAME_REQUIRED)
  .min(NAME_MIN_LENGTH, msg.NAME_TOO_SHORT)
  .matches(NAME_PATTERN, { message: msg.NAME_LETTERS_ONLY, excludeEmptyString: true })
  .max(NAME_MAX_LENGTH, msg.NAME_TOO_LONG);

/** A phone as the rules read it: spaces removed, digits 0–9; '' is "required". */
export function phoneString() {
  return string()
    .transform((value: unknown) => (typeof value === 'string' ? normalizePhone(value) : value))
    .required(msg.PHONE_REQUIRED);
}

/** The message for each set of missing classes: the spec's own when all three are missing. */
const MISSING_CLASSES_MESSAGES: Readonly<Record<string, string>> = {
  lowercase: msg.PASSWORD_NEEDS_LOWERCASE,
  uppercase: msg.PASSWORD_NEEDS_UPPERCASE,
  number: msg.PASSWORD_NEEDS_NUMBER,
  'lowercase+uppercase': msg.PASSWORD_NEEDS_LOWERCASE_UPPERCASE,
  'lowercase+number': msg.PASSWORD_NEEDS_LOWERCASE_NUMBER,
  'uppercase+number': msg.PASSWORD_NEEDS_UPPERCASE_NUMBER,
  'lowercase+uppercase+number': msg.PASSWORD_COMPOSITION,
};

/**
 * The message naming the rule a password really breaks (length first, then a character it may not hold,
 * then exactly the classes it lacks); undefined when it meets them all.
 */
export function passwordRuleMessage(password: string): string | undefined {
  const unmet = unmetPasswordRules(password);
  if (unmet.includes('length')) return msg.PASSWORD_TOO_SHORT;
  if (unmet.includes('printable')) return msg.PASSWORD_NOT_PRINTABLE;
  return MISSING_CLASSES_MESSAGES[missingClassesKey(unmet)];
}

/**
 * The single rule for every password the server sets (sign up, checkout's new account, change, reset,
 * staff): password-rules.ts. Optional by itself, so each form can add its own "required" text.
 */
export const passwordPolicy = string().test('policy', function (value) {
  const message = value ? passwordRuleMessage(value) : undefined;
  return message ? this.createError({ message }) : true;
});

export const loginSchema = object({
  email: emailField,
  // Only the spec's 6-character floor: the creation policy is not re-applied to passwords that already exist.
  password: string().required(msg.PASSWORD_REQUIRED).min(LOGIN_PASSWORD_MIN_LENGTH, msg.LOGIN_PASSWORD_TOO_SHORT),
});

/** What PUT /user/change-password accepts: confirmation is a browser-only concern. */
export const changePasswordRequestSchema = object({
  currentPassword: string().required(msg.CURRENT_PASSWORD_REQUIRED),
  newPassword: passwordPolicy
    .required(msg.NEW_PASSWORD_REQUIRED)
    .test('differs-from-current', msg.NEW_PASSWORD_SAME_AS_CURRENT, function (value) {
      const { currentPassword } = this.parent as { currentPassword?: unknown };
      return !value || value !== currentPassword;
    }),
});

/** A form's "confirm password" field: required, and once typed the same as the form's `field`. */
const confirmationOf = (field: string, testName: string, mismatch: string) =>
  string()
    .required(msg.CONFIRM_PASSWORD_REQUIRED)
    .test(testName, mismatch, function (value) {
      const typed = (this.parent as Record<string, unknown>)[field];
      return !value || value === typed;
    });

export const changePasswordSchema = changePasswordRequestSchema.shape({
  confirmPassword: confirmationOf('newPassword', 'matches-new', msg.PASSWORDS_DONT_MATCH),
});

/**
 * The reset screen words a length or class failure as one text (spec §5), beside a checklist that shows
 * which part is unmet; a character the checklist does not list (a tab) is named. The rule itself is the
 * shared policy, not the 6-character one the spec quotes: the server must not accept a password through
 * reset that sign up would refuse.
 */
export const resetPasswordSchema = object({
  password: string()
    .required(msg.PASSWORD_REQUIRED)
    .test('policy', function (value) {
      const message = value ? passwordRuleMessage(value) : undefined;
      if (!message) return true;
      return this.createError({
        message: message === msg.PASSWORD_NOT_PRINTABLE ? message : msg.RESET_PASSWORD_REQUIREMENTS,
      });
    }),
  confirmPassword: confirmationOf('password', 'matches-password', msg.RESET_PASSWORDS_DO_NOT_MATCH),
});

export const forgotPasswordSchema = object({
  email: emailField,
});

export type LoginValues = InferType<typeof loginSchema>;
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
export type ChangePasswordRequest = InferType<typeof changePasswordRequestSchema>;
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;
