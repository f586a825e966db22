import { mixed, object, string } from 'yup';
import { LOCALES, type Locale } from '../../../universal/i18n/locale';
import { STAFF_ROLES } from '../../../universal/staff-roles';
import { emailField, nameField, passwordPolicy } from '../../../universal/validation/auth-schemas';
import * as msg from '../../../universal/validation/messages';

/** The console's forms, run again here as the authority (the console runs them in the browser). */
export const staffSignInSchema = object({ email: emailField, password: string().required(msg.PASSWORD_REQUIRED) });
/** A staff password follows the shoppers' rule for new passwords. */
export const staffPasswordSchema = object({ password: passwordPolicy.required(msg.PASSWORD_REQUIRED) });
export const inviteSchema = object({
  email: emailField,
  name: nameField,
  role: string().required().oneOf(STAFF_ROLES),
  /** The inviting console's language, the invitation's. */
  language: mixed<Locale>().oneOf(LOCALES),
});
