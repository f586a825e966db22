import { regionName } from '../i18n/display-names';
import { LOCALES } from '../i18n/locale';

/**
 * The countries checkout takes addresses in, by their English name, with their ISO codes: the only ones
 * delivered to. Their phone and postal-code rules build on these (contact-rules.ts); a screen that only
 * needs to recognise a country (the header's ship-to from the account) imports this alone, without the rules.
 */
export const CHECKOUT_COUNTRIES = {
  'United States': 'US',
  Canada: 'CA',
  'United Kingdom': 'GB',
  Australia: 'AU',
  Egypt: 'EG',
} as const;

export type KnownCountry = keyof typeof CHECKOUT_COUNTRIES;

/** The ISO codes of the countries checkout takes addresses in (US, CA, GB, AU, EG). */
export const CHECKOUT_COUNTRY_CODES: readonly string[] = Object.values(CHECKOUT_COUNTRIES);

/** Case and compatibility forms aside ('EGYPT', 'ｅｇｙｐｔ'), two spellings of a name compare equal. */
const comparable = (name: string) => name.normalize('NFKC').trim().toLocaleLowerCase('und');

let countriesByName: Map<string, KnownCountry> | undefined;

/**
 * The checkout country a free-text country names: its English name, its ISO code, or its name in
 * any of the shop's languages ('egypt', 'EG', 'مصر', 'Égypte', 'Reino Unido'). A profile typed in
 * Arabic then fills checkout's country and gets its phone and postal-code rules.
 */
export function knownCountry(country: unknown): KnownCountry | undefined {
  if (typeof country !== 'string') return undefined;
  if (Object.hasOwn(CHECKOUT_COUNTRIES, country)) return country as KnownCountry;
  if (!countriesByName) {
    countriesByName = new Map();
    for (const [name, iso] of Object.entries(CHECKOUT_COUNTRIES) as [KnownCountry, string][]) {
      for (const spelling of [name, iso, ...LOCALES.map((locale) => regionName(iso, locale))])
        countriesByName.set(comparable(spelling), name);
    }
  }
  return countriesByName.get(comparable(country));
}
