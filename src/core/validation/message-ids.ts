import type { MessageId } from '../i18n/messages';
import * as text from './messages';

/**
 * The catalog id of each validation message. The shared schemas keep the English texts (the server
 * answers with them, the spec names them); a form shows the text for the id in the page's language.
 * The catalog test checks that each id's English text is this constant's, so the two cannot drift.
 */
export const VALIDATION_MESSAGE_IDS: Readonly<Record<keyof typeof text, MessageId>> = {
  EMAIL_REQUIRED: 'validation.email.required',
  EMAIL_INVALID: 'validation.email.invalid',
  EMAIL_MIXED_SCRIPTS: 'validation.email.mixedScripts',
  PASSWORD_REQUIRED: 'validation.password.required',
  LOGIN_PASSWORD_TOO_SHORT: 'validation.password.loginTooShort',
  PASSWORD_TOO_SHORT: 'validation.password.tooShort',
  PASSWORD_COMPOSITION: 'validation.password.composition',
  CURRENT_PASSWORD_REQUIRED: 'validation.password.currentRequired',
  NEW_PASSWORD_REQUIRED: 'validation.password.newRequired',
  NEW_PASSWORD_SAME_AS_CURRENT: 'validation.password.sameAsCurrent',
  CONFIRM_PASSWORD_REQUIRED: 'validation.password.confirmRequired',
  PASSWORDS_DONT_MATCH: 'validation.password.mismatch',
  RESET_PASSWORD_REQUIREMENTS: 'validation.password.resetRequirements',
  RESET_PASSWORDS_DO_NOT_MATCH: 'validation.password.resetMismatch',
  NAME_REQUIRED: 'validation.name.required',
  NAME_TOO_SHORT: 'validation.name.tooShort',
  NAME_LETTERS_ONLY: 'validation.name.lettersOnly',
  NAME_TOO_LONG: 'validation.name.tooLong',
  PHONE_REQUIRED: 'validation.phone.required',
  PHONE_INVALID: 'validation.phone.invalid',
  PHONE_INVALID_US: 'validation.phone.invalidUS',
  PHONE_INVALID_CA: 'validation.phone.invalidCA',
  PHONE_INVALID_GB: 'validation.phone.invalidGB',
  PHONE_INVALID_AU: 'validation.phone.invalidAU',
  NAME_CHARACTER_DROPPED: 'validation.name.characterDropped',
  PHONE_CHARACTER_DROPPED: 'validation.phone.characterDropped',
  FULL_NAME_REQUIRED: 'validation.fullName.required',
  FULL_NAME_INVALID: 'validation.fullName.invalid',
  FULL_NAME_TOO_LONG: 'validation.fullName.tooLong',
  STREET_REQUIRED: 'validation.street.required',
  STREET_INCOMPLETE: 'validation.street.incomplete',
  STREET_TOO_LONG: 'validation.street.tooLong',
  CITY_REQUIRED: 'validation.city.required',
  CITY_INVALID: 'validation.city.invalid',
  STATE_REQUIRED: 'validation.state.required',
  STATE_INVALID: 'validation.state.invalid',
  ZIP_REQUIRED: 'validation.zip.required',
  ZIP_INVALID: 'validation.zip.invalid',
  POSTAL_CODE_INVALID_CA: 'validation.postalCode.invalidCA',
  POSTAL_CODE_INVALID_GB: 'validation.postalCode.invalidGB',
  POSTAL_CODE_INVALID_AU: 'validation.postalCode.invalidAU',
  POSTAL_CODE_INVALID_EG: 'validation.postalCode.invalidEG',
  POSTAL_CODE_INVALID: 'validation.postalCode.invalid',
  COUNTRY_REQUIRED: 'validation.country.required',
  COUNTRY_INVALID: 'validation.country.invalid',
  PAYMENT_METHOD_REQUIRED: 'validation.paymentMethod.required',
  PROMO_CODE_INVALID: 'cart.promo.invalid',
  DELIVERY_OPTION_INVALID: 'validation.deliveryOption.invalid',
  RETURN_ITEMS_REQUIRED: 'orders.return.noItems',
  RETURN_REASON_REQUIRED: 'orders.return.reasonRequired',
  REVIEW_STARS_REQUIRED: 'review.form.starsRequired',
  REVIEW_TITLE_REQUIRED: 'review.form.titleRequired',
  REVIEW_TITLE_TOO_LONG: 'review.form.titleTooLong',
  REVIEW_TEXT_TOO_SHORT: 'review.form.textTooShort',
  REVIEW_TEXT_TOO_LONG: 'review.form.textTooLong',
  REVIEW_NAME_TOO_LONG: 'review.form.nameTooLong',
  REVIEW_PLAIN_TEXT: 'review.form.plainText',
  PROFILE_STREET_INVALID: 'validation.profile.streetInvalid',
  PROFILE_CITY_INVALID: 'validation.profile.cityInvalid',
  PROFILE_COUNTRY_TOO_LONG: 'validation.profile.countryTooLong',
  NOTIFICATION_PREFERENCE_INVALID: 'validation.profile.notificationsInvalid',
  CURRENCY_INVALID: 'validation.profile.currencyInvalid',
  LANGUAGE_INVALID: 'validation.profile.languageInvalid',
};

const idByText = new Map<string, MessageId>(
  Object.entries(VALIDATION_MESSAGE_IDS).map(([name, id]) => [text[name as keyof typeof text], id]),
);

/** The catalog id for a schema's English message, or undefined for a text the catalog lacks. */
export function validationMessageId(englishText: string): MessageId | undefined {
  return idByText.get(englishText);
}
