/**
 * Field rules for addresses, one home for checkout and profile alike (an Arabic street that checkout
 * accepts is a street on the profile too). Each form keeps the message the spec gives it; the rule
 * behind the message is the same. Phone and postal code follow the country (contact-rules).
 */
import { string } from 'yup';
import { toLatinDigits } from '../digits';
import { phoneString } from './auth-schemas';
import { findGovernorate } from '../egypt-governorates';
import { phoneErrorFor, postalCodeErrorFor, requiresPostalCode, stateChoices, usesState } from './contact-rules';
import * as msg from './messages';
import { phoneTest } from './phone-check';
import { PLACE_NAME_PATTERN, STREET_PATTERN } from './patterns';

export const STREET_MIN_LENGTH = 5;
export const STREET_MAX_LENGTH = 100;
export const PLACE_MIN_LENGTH = 2;
export const PLACE_MAX_LENGTH = 50;

/** Length rule that leaves '' to "required", so an empty field gets one message. */
function atLeast(length: number, message: string) {
  return string().test('min', message, (value) => !value || value.length >= length);
}

/** Each form names a street that is too short its own way (spec §5: checkout "complete", profile "valid"). */
export function streetField(tooShortMessage: string, invalidMessage: string) {
  return atLeast(STREET_MIN_LENGTH, tooShortMessage)
    .trim()
    .required(msg.STREET_REQUIRED)
    .max(STREET_MAX_LENGTH, msg.STREET_TOO_LONG)
    .matches(STREET_PATTERN, { message: invalidMessage, excludeEmptyString: true });
}

/** City or state: letters of any script, 2–50 characters. */
export function placeField(requiredMessage: string, invalidMessage: string) {
  return atLeast(PLACE_MIN_LENGTH, invalidMessage)
    .trim()
    .required(requiredMessage)
    .max(PLACE_MAX_LENGTH, invalidMessage)
    .matches(PLACE_NAME_PATTERN, { message: invalidMessage, excludeEmptyString: true });
}

/**
 * A state chosen from the country's list (Egypt's governorates): any spelling the list knows (its code, its
 * name in another language, a free-text 'الجيزة' typed before the list) becomes the English name an
 * address stores; anything else is refused. '' is "required" (yup checks the list before "required").
 */
function chosenStateField(choices: readonly string[]) {
  return string()
    .transform((value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return undefined;
      return findGovernorate(value)?.names.en ?? value.trim();
    })
    .required(msg.GOVERNORATE_REQUIRED)
    .oneOf(choices, msg.GOVERNORATE_INVALID);
}

/**
 * State: follows the sibling `country`. Where its addresses name none (the United Kingdom) it is '' (a
 * value left from another country is not kept); where it is chosen from a list (Egypt) it must be one of
 * the list; elsewhere it is typed, letters of any script.
 */
export function stateField(requiredMessage: string, invalidMessage: string) {
  // Each branch is a schema of its own (the base's rules are not kept); `defined` only types the value.
  return string()
    .defined()
    .when('country', ([country]: unknown[]) => {
      if (usesState(country) === false)
        return string()
          .transform(() => '')
          .default('');
      const choices = stateChoices(country);
      return choices ? chosenStateField(choices) : placeField(requiredMessage, invalidMessage);
    });
}

/** The country field's value, read from the object the field sits in. */
function countryOf(parent: unknown): unknown {
  return typeof parent === 'object' && parent !== null ? (parent as { country?: unknown }).country : undefined;
}

/**
 * Postal code checked against the sibling `country` field's format; digits of any script become 0–9. It
 * may be left out where the country's shoppers rarely know theirs (Egypt): '' then stands for none.
 */
export const postalCodeField = string()
  .transform((value: unknown) => (typeof value === 'string' ? toLatinDigits(value) : value))
  .trim()
  .default('')
  .test('required', msg.ZIP_REQUIRED, function (value) {
    return Boolean(value) || !requiresPostalCode(countryOf(this.parent));
  })
  .test('country-format', function (value) {
    if (!value) return true;
    const error = postalCodeErrorFor(countryOf(this.parent), value);
    return error ? this.createError({ message: error }) : true;
  });

/** Phone checked against the sibling `country` field (shipping address). */
export const shippingPhoneField = phoneString().test(
  'country-format',
  phoneTest((phone, context) => phoneErrorFor(countryOf(context.parent), phone)),
);
