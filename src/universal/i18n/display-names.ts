import { intlLocaleOf } from './intl-locale';
import type { Locale } from './locale';

/**
 * Intl's names of one kind in one language, made once: making an Intl.DisplayNames loads its locale's
 * data (~1 ms), and the header names the delivery country on every page a server renders.
 */
const namers = new Map<string, Intl.DisplayNames>();

function namer(language: string, type: 'language' | 'region' | 'currency'): Intl.DisplayNames {
  const key = `${type} ${language}`;
  let made = namers.get(key);
  if (!made) {
    made = new Intl.DisplayNames([language], { type });
    namers.set(key, made);
  }
  return made;
}

/** A language named in itself ('العربية', 'français'): a shopper finds their own whatever the page's language. */
export function languageOwnName(language: string): string {
  return namer(language, 'language').of(language) ?? language;
}

/**
 * A language named in the reader's language ('French', 'الفرنسية'): Intl names every language, so a new shop
 * language needs no line for it to be named (the console's product editor labels its fields so).
 */
export function languageName(language: string, reader: Locale): string {
  return namer(intlLocaleOf(reader), 'language').of(language) ?? language;
}

/** Countries English names with "the" ("delivered to the United Kingdom"). */
const WITH_THE = new Set([
  'AE',
  'BS',
  'CD',
  'CF',
  'CZ',
  'DO',
  'FK',
  'GB',
  'GM',
  'KM',
  'KY',
  'MH',
  'NL',
  'PH',
  'SB',
  'US',
  'VA',
]);

/** Whether English puts "the" before the country's name; a message selects on it (other languages ignore it). */
export const takesThe = (iso: string): 'yes' | 'no' => (WITH_THE.has(iso) ? 'yes' : 'no');

/** A country by its ISO code, named in the page's language ('Égypte' in French). */
export function regionName(iso: string, locale: Locale): string {
  return namer(intlLocaleOf(locale), 'region').of(iso) ?? iso;
}

/** A currency by its ISO code, named in the page's language ('Egyptian Pound', 'جنيه مصري'): what a shopper is charged in. */
export function currencyName(code: string, locale: Locale): string {
  return namer(intlLocaleOf(locale), 'currency').of(code) ?? code;
}
