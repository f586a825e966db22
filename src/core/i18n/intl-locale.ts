import type { Locale } from './locale';

/**
 * The BCP 47 tag given to Intl (numbers, dates, plurals) for a shop language. Arabic keeps Latin
 * digits (docs/decisions/0022): prices, order numbers, phone numbers and postcodes then read the same
 * in every language, as Egyptian shops and banks print them. This is the one place that decides it.
 */
export function intlLocaleOf(locale: Locale): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : locale;
}
