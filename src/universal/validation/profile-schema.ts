/**
 * The profile form (spec §5 Profile) and the body of PUT /user/profile.
 * Name and email reuse the sign-up field rules; the phone takes sign-up's or
 * the national form of the profile's country. The address shares the
 * checkout ZIP rule but is stricter about street, city and state.
 */
import { boolean, object, string, type InferType } from 'yup';
import { nameField, newEmailField, normalizeEmail, phoneString } from './auth-schemas';
import { placeField, postalCodeField, stateField, streetField } from './address-rules';
import { emptyAsMissing } from './checkout-schema';
import { CURRENCIES } from '../i18n/money';
import { type Locale, LOCALES } from '../i18n/locale';
import { accountPhoneErrorFor } from './contact-rules';
import * as msg from './messages';
import { phoneTest } from './phone-check';

// Kept with the money rules (no yup there): the header shows prices before any form code loads.
export { CURRENCIES, type Currency } from '../i18n/money';

/** A profile's language is one of the shop's locales. */
export const LANGUAGES = LOCALES;
export type Language = Locale;

const PROFILE_COUNTRY_MAX_LENGTH = 50;

export const profileAddressSchema = object({
  street: streetField(msg.PROFILE_STREET_INVALID, msg.PROFILE_STREET_INVALID),
  city: placeField(msg.CITY_REQUIRED, msg.PROFILE_CITY_INVALID),
  state: stateField(msg.STATE_REQUIRED, msg.STATE_INVALID),
  // Checked against the country below when it names one of checkout's countries.
  zipCode: postalCodeField,
  // Free text here (unlike checkout's fixed list): the spec only asks for "required".
  country: string().trim().required(msg.COUNTRY_REQUIRED).max(PROFILE_COUNTRY_MAX_LENGTH, msg.PROFILE_COUNTRY_TOO_LONG),
});

export const preferencesSchema = object({
  emailNotifications: boolean()
    .typeError(msg.NOTIFICATION_PREFERENCE_INVALID)
    .required(msg.NOTIFICATION_PREFERENCE_INVALID),
  smsNotifications: boolean()
    .typeError(msg.NOTIFICATION_PREFERENCE_INVALID)
    .required(msg.NOTIFICATION_PREFERENCE_INVALID),
  currency: string().transform(emptyAsMissing).required(msg.CURRENCY_INVALID).oneOf(CURRENCIES, msg.CURRENCY_INVALID),
  language: string().transform(emptyAsMissing).required(msg.LANGUAGE_INVALID).oneOf(LANGUAGES, msg.LANGUAGE_INVALID),
});

/** Sign up's phone rule, or the national form of the profile's own country ('07911 123456', United Kingdom). */
const profilePhoneField = phoneString().test(
  'country-format',
  phoneTest((phone, context) => {
    const { address } = (context.parent ?? {}) as { address?: { country?: unknown } };
    return accountPhoneErrorFor(address?.country, phone);
  }),
);

export const profileSchema = object({
  name: nameField,
  email: newEmailField,
  phone: profilePhoneField,
  address: profileAddressSchema,
  preferences: preferencesSchema,
});

export type ProfileValues = InferType<typeof profileSchema>;

/** Whether `email` is another sign-in address than the account's `currentEmail` (compared as stored). */
export function isEmailChange(currentEmail: string, email: unknown): boolean {
  return typeof email === 'string' && normalizeEmail(email) !== normalizeEmail(currentEmail);
}

/**
 * The profile form, and PUT /user/profile, for an account whose email is `currentEmail` now: changing
 * the email also needs the current password, so a stolen session alone cannot move the account to
 * another inbox (and take it over through forgot-password).
 */
export function profileSchemaFor(currentEmail: string) {
  return profileSchema.shape({
    currentPassword: string().test('required-for-email-change', msg.CURRENT_PASSWORD_REQUIRED, function (value) {
      return Boolean(value) || !isEmailChange(currentEmail, (this.parent as { email?: unknown }).email);
    }),
  });
}

/** The form's values: the profile, and the current password while the email is being changed. */
export type ProfileFormValues = ProfileValues & { currentPassword?: string };

/**
 * Starting values for a new profile and for the form before the profile
 * loads. Defaults live here rather than in the schema: a schema default
 * would silently refill a field the user just cleared instead of reporting it.
 */
export const PROFILE_DEFAULTS: Readonly<ProfileValues> = {
  name: '',
  email: '',
  phone: '',
  address: { street: '', city: '', state: '', zipCode: '', country: 'Egypt' },
  preferences: { emailNotifications: true, smsNotifications: false, currency: 'USD', language: 'en' },
};
