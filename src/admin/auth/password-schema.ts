import { object, ref, string } from 'yup';
import { PASSWORD_MIN_LENGTH, PASSWORD_PATTERN } from '../../core/validation/patterns';

/**
 * A staff password follows the shop's rule for new passwords (at least 8 characters with a lowercase
 * letter, an uppercase letter and a digit; letters, digits and @$!%*?& only), which the server checks
 * again. The rule's pattern and length come from the shop's own (src/core/validation/patterns.ts);
 * auth-schemas.ts's `passwordPolicy` is not imported, as its module brings the phone-number and
 * email-domain rules (libphonenumber-js, punycode) into the bundle with it.
 */
export const staffPasswordRule = string()
  .required('validation.passwordRequired')
  .test(
    'policy',
    'validation.passwordPolicy',
    (value) => !value || (value.length >= PASSWORD_MIN_LENGTH && PASSWORD_PATTERN.test(value)),
  );

export const setPasswordSchema = object({
  password: staffPasswordRule,
  confirm: string()
    .required('validation.confirmRequired')
    .oneOf([ref('password')], 'validation.passwordsDiffer'),
});
