/**
 * Keystroke filters for inputs whose spec says "typing is filtered". They only
 * remove characters the matching schema would reject anyway, so a filtered
 * value never produces a surprise error; the schemas still run on submit.
 */
import { NAME_MAX_LENGTH } from './validation/patterns';

/** Same alphabet as NAME_PATTERN (ASCII letters and spaces), capped at 50. */
export function filterNameInput(value: string): string {
  return value.replace(/[^A-Za-z ]/g, '').slice(0, NAME_MAX_LENGTH);
}

/**
 * Digits, plus, space, hyphen and parentheses. Hyphens and parentheses are
 * allowed while typing but the phone rule only strips spaces, so
 * "010-1234-5678" is still reported as invalid on blur.
 */
export function filterPhoneInput(value: string): string {
  return value.replace(/[^0-9+ ()-]/g, '');
}
