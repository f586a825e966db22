import { toLatinDigits } from '../digits';

/**
 * The phone rule ignores spaces, so the validated (and stored) value has none; its digits are 0–9. Apart from
 * the schemas, so a screen that sends a phone does not load yup with its first page (decision 0140).
 */
export function normalizePhone(phone: string): string {
  return toLatinDigits(phone).replace(/\s+/g, '');
}
