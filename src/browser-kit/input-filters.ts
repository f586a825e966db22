/**
 * Keystroke filters for inputs whose spec says "typing is filtered", and for every field that holds
 * digits. Filters only remove characters the matching schema would reject anywhere in the value, so
 * every character the rule allows gets through; nothing is cut for length (the schema says "too long"
 * instead). The binding shows the hint when a character is dropped, so nothing vanishes in silence.
 * Digits typed on an Arabic or Persian keyboard become 0–9 (never dropped).
 */
import { toLatinDigits } from '../universal/digits';
import type { InputFilter } from './ui/formik-field';
import { NAME_CHARACTER_DROPPED, PHONE_CHARACTER_DROPPED } from '../universal/validation/messages';

const NOT_NAME_CHARACTER = /[^\p{L}\p{M} '’.-]/gu;

/** Letters of any script with their marks, spaces, hyphens, apostrophes and periods (NAME_CHARACTER). */
export function filterNameInput(value: string): string {
  return value.replace(NOT_NAME_CHARACTER, '');
}

/**
 * Digits, plus, space, hyphen and parentheses: what national and international numbers are written
 * with. The phone rules remove spaces only, so "010-1234-5678" is still reported on blur.
 */
export function filterPhoneInput(value: string): string {
  return toLatinDigits(value).replace(/[^0-9+ ()-]/g, '');
}

export const NAME_INPUT_FILTER: InputFilter = { filter: filterNameInput, droppedHint: NAME_CHARACTER_DROPPED };
export const PHONE_INPUT_FILTER: InputFilter = {
  normalize: toLatinDigits,
  filter: filterPhoneInput,
  droppedHint: PHONE_CHARACTER_DROPPED,
};
/** Postal codes: letters stay (UK, Canada), digits of other scripts become 0–9. */
export const POSTAL_CODE_INPUT_FILTER: InputFilter = { normalize: toLatinDigits };
