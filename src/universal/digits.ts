/**
 * Digits typed on Arabic and Persian keyboards: Arabic-Indic (٠١٢٣٤٥٦٧٨٩, U+0660–0669) and Extended
 * Arabic-Indic (۰۱۲۳۴۵۶۷۸۹, U+06F0–06F9). The shop writes and keeps numbers with Latin digits
 * (docs/decisions/0022), so numeric fields turn these into 0–9 as they are typed, and the shared rules
 * do the same for what reaches the server.
 */
const OTHER_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;

export function toLatinDigits(value: string): string {
  // Both blocks start at a multiple of 16, so a digit's value is its code point's last hex digit.
  return value.replace(OTHER_DIGIT, (digit) => String(digit.charCodeAt(0) & 0x0f));
}
