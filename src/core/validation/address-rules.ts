/**
 * Field rules for addresses, one home for checkout and profile alike (an Arabic street that checkout
 * accepts is a street on the profile too). Each form keeps the message the spec gives it; the rule
 * behind the message is the same. Phone and postal code follow the country (contact-rules).
 */
import { string } from 'yup';
import { toLatinDigits } from '../digits';
import { phoneString } from './auth-schemas';
import { phoneErrorFor, postalCodeErrorFor, usesState } from './contact-rules';
import * as msg from './messages';
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
 * State: required unless the sibling `country`'s addresses name none, where it is '' (a UK address has
 * no state; a value left from another country is not kept).
 */
export function stateField(requiredMessage: string, invalidMessage: string) {
  // Each branch is a schema of its own (the base's rules are not kept); `defined` only types the value.
  return string()
    .defined()
    .when('country', ([country]: unknown[]) =>
      usesState(country) === false
        ? string()
            .transform(() => '')
            .default('')
        : placeField(requiredMessage, invalidMessage),
    );
}

/** The country field's value, read from the object the field sits in. */
function countryOf(parent: unknown): unknown {
  return typeof parent === 'object' && parent !== null ? (parent as { country?: unknown }).country : undefined;
}

/** Postal code checked against the sibling `country` field's format; digits of any script become 0–9. */
export const postalCodeField = string()
  .transform((value: unknown) => (typeof value === 'string' ? toLatinDigits(value) : value))
  .trim()
  .required(msg.ZIP_REQUIRED)
  .test('country-format', function (value) {
    if (!value) return true;
    const error = postalCodeErrorFor(countryOf(this.parent), value);
    return error ? this.createError({ message: error }) : true;
  });

/** Phone checked against the sibling `country` field (shipping address). */
export const shippingPhoneField = phoneString().test('country-format', function (value) {
  if (!value) return true;
  const error = phoneErrorFor(countryOf(this.parent), value);
  return error ? this.createError({ message: error }) : true;
});
