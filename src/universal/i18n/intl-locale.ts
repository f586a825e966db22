import { descriptorOf, type Locale } from './locale';

/**
 * The BCP 47 tag given to Intl (numbers, dates, plurals) for a shop language. Arabic keeps Latin
 * digits (docs/decisions/0022): prices, order numbers, phone numbers and postcodes then read the same
 * in every language, as Egyptian shops and banks print them. The descriptor says which digits.
 */
export function intlLocaleOf(locale: Locale): string {
  const { numberingSystem } = descriptorOf(locale);
  return numberingSystem ? `${locale}-u-nu-${numberingSystem}` : locale;
}
