import { governorateName } from '../egypt-governorates';
import { CONTACT_RULES, knownCountry, stateChoices } from '../validation/contact-rules';
import { regionName } from './display-names';
import type { Locale } from './locale';

export interface AddressParts {
  name?: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

/**
 * An address as its lines read in the shopper's language: name, street, then city, state and postal code
 * joined by the language's own separator (the catalog's `address.separator`: '، ' in Arabic), then the
 * country named in that language ('المملكة المتحدة', 'Royaume-Uni'). Parts an address lacks (a UK
 * address's state, an Egyptian address's postal code) leave no stray separator; a country checkout does
 * not know is shown as typed. An Egyptian address's governorate is named in that language too ('الجيزة',
 * 'Gizeh'); one typed before the list and not on it is shown as typed.
 */
export function addressLines(address: AddressParts, locale: Locale, separator: string): string[] {
  const known = knownCountry(address.country);
  const country = known ? regionName(CONTACT_RULES[known].iso, locale) : address.country;
  const state = stateChoices(known) && address.state ? governorateName(address.state, locale) : address.state;
  const stateAndCode = [state, address.zipCode].filter(Boolean).join(' ');
  const place = [address.city, stateAndCode].filter(Boolean).join(separator);
  return [address.name ?? '', address.street, place, country].filter(Boolean);
}
