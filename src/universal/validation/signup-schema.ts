import { object, string, type InferType } from 'yup';
import { LOCALES } from '../i18n/locale';
import { CURRENCIES } from '../i18n/money';
import { nameField, newEmailField, passwordPolicy, phoneString } from './auth-schemas';
import { isAcceptedPhone } from './contact-rules';
import * as msg from './messages';
import { phoneTest } from './phone-check';

/**
 * Sign up's schema and the phone rule, apart from auth-schemas.ts: the phone rule reads libphonenumber's
 * metadata (about 17 KiB gzip), loaded when a phone is first checked (phone-check.ts), which the sign-in
 * and password screens never do (docs/decisions/0084-first-load-per-route.md).
 */

/** The spec's Egyptian mobile, or any valid number in international form ("+44 20 7946 0958"). */
export const phoneField = phoneString().test(
  'phone',
  phoneTest((phone) => (isAcceptedPhone(phone) ? undefined : msg.PHONE_INVALID)),
);

export const signupSchema = object({
  name: nameField,
  email: newEmailField,
  phone: phoneField,
  password: passwordPolicy.required(msg.PASSWORD_REQUIRED),
  // The language and currency the shopper was using: the new profile's preferences (else the defaults).
  language: string().oneOf(LOCALES, msg.LANGUAGE_INVALID),
  currency: string().oneOf(CURRENCIES, msg.CURRENCY_INVALID),
});

export type SignupValues = InferType<typeof signupSchema>;
