/**
 * Phone numbers and postal codes follow the shipping country. Egypt keeps the spec's mobile rule
 * and message; the other countries' phones are checked by libphonenumber-js (its "min" metadata:
 * validity by number length and prefix, kept current by its maintainers), which the browser loads
 * when such a number is first checked (phone-check.ts), and their postcodes by the country's published
 * format. Each message names the format expected, so a shopper can fix the value.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import { EGYPT_GOVERNORATE_NAMES } from '../egypt-governorates';
import * as msg from './messages';
import { phoneLibrary } from './phone-check';
import { EGYPT_MOBILE_PATTERN, ZIP_PATTERN } from './patterns';
import { CHECKOUT_COUNTRIES, type KnownCountry, knownCountry } from './checkout-countries';

export { CHECKOUT_COUNTRY_CODES, type KnownCountry, knownCountry } from './checkout-countries';

/** A phone number as it is written in the country and from abroad. */
export interface PhoneExample {
  national: string;
  international: string;
}

interface CountryContactRules {
  iso: CountryCode;
  phoneMessage: string;
  /** libphonenumber's example mobile number of the country, kept here so a form need not load the library to show it (contact-rules.test keeps them its examples). */
  phoneExample: PhoneExample;
  postalCode: RegExp;
  postalCodeMessage: string;
  /** The country's addresses name no state, province or the like (the UK): no field, nothing kept. */
  noState?: true;
  /** Most of its shoppers do not know their postal code (Egypt): it may be left out, and is checked when given. */
  postalCodeOptional?: true;
  /** Its first level is chosen from a list (Egypt's governorates), stored by its English name. */
  stateChoices?: readonly string[];
}

/** Keys are the checkout's country names (checkout-countries.ts); the profile's free-text country may match one. */
export const CONTACT_RULES = {
  'United States': {
    iso: CHECKOUT_COUNTRIES['United States'],
    phoneMessage: msg.PHONE_INVALID_US,
    phoneExample: { national: '(201) 555-0123', international: '+1 201 555 0123' },
    postalCode: ZIP_PATTERN,
    postalCodeMessage: msg.ZIP_INVALID,
  },
  Canada: {
    iso: CHECKOUT_COUNTRIES['Canada'],
    phoneMessage: msg.PHONE_INVALID_CA,
    phoneExample: { national: '(506) 234-5678', international: '+1 506 234 5678' },
    postalCode: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
    postalCodeMessage: msg.POSTAL_CODE_INVALID_CA,
  },
  'United Kingdom': {
    iso: CHECKOUT_COUNTRIES['United Kingdom'],
    phoneMessage: msg.PHONE_INVALID_GB,
    phoneExample: { national: '07400 123456', international: '+44 7400 123456' },
    postalCode:
      /^(?:GIR ?0AA|[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d[\dABEHMNPRV-Y]?|\d[A-HJKPS-UW]) ?\d[ABD-HJLNP-UW-Z]{2})$/i,
    postalCodeMessage: msg.POSTAL_CODE_INVALID_GB,
    noState: true,
  },
  Australia: {
    iso: CHECKOUT_COUNTRIES['Australia'],
    phoneMessage: msg.PHONE_INVALID_AU,
    phoneExample: { national: '0412 345 678', international: '+61 412 345 678' },
    postalCode: /^\d{4}$/,
    postalCodeMessage: msg.POSTAL_CODE_INVALID_AU,
  },
  Egypt: {
    iso: CHECKOUT_COUNTRIES['Egypt'],
    phoneMessage: msg.PHONE_INVALID,
    phoneExample: { national: '010 01234567', international: '+20 10 01234567' },
    postalCode: /^\d{5}$/,
    postalCodeMessage: msg.POSTAL_CODE_INVALID_EG,
    postalCodeOptional: true,
    stateChoices: EGYPT_GOVERNORATE_NAMES,
  },
} as const satisfies Record<KnownCountry, CountryContactRules>;

function rulesFor(country: unknown): CountryContactRules | undefined {
  const known = knownCountry(country);
  return known ? CONTACT_RULES[known] : undefined;
}

/**
 * Whether a country's addresses name a state (or province, governorate…): false for the United
 * Kingdom, undefined for a country checkout does not know (the field stays, as it always was).
 */
export function usesState(country: unknown): boolean | undefined {
  const rules = rulesFor(country);
  return rules && !rules.noState;
}

/** Whether an address in the country must give a postal code: not in Egypt, yes elsewhere (and for a country checkout does not know). */
export function requiresPostalCode(country: unknown): boolean {
  return !rulesFor(country)?.postalCodeOptional;
}

/** The values the country's state field is chosen from (Egypt's governorates); undefined where it is typed. */
export function stateChoices(country: unknown): readonly string[] | undefined {
  return rulesFor(country)?.stateChoices;
}

/**
 * Any valid number written in international form ("+44 20 7946 0958"). Egyptian numbers (+20) keep
 * the spec's stricter rule, which refuses the trunk 0 the library would forgive ("+2001…").
 */
function isInternationalNumber(phone: string): boolean {
  return phone.startsWith('+') && !phone.startsWith('+20') && phoneLibrary().isValidPhoneNumber(phone);
}

/** The spec's Egyptian mobile, or any valid international number (sign up and profile). */
export function isAcceptedPhone(phone: string): boolean {
  return EGYPT_MOBILE_PATTERN.test(phone) || isInternationalNumber(phone);
}

/**
 * A mobile number of the country as it is written there ('07400 123456' in the United Kingdom), from
 * libphonenumber's examples: the placeholder a phone field shows, and the example its message names.
 */
export function phoneExample(country: unknown): PhoneExample | undefined {
  return rulesFor(country)?.phoneExample;
}

/**
 * The profile's phone: what sign up accepts, or a number in the national form of the profile's country
 * ('07911 123456' with United Kingdom). A refusal names that country's format when it is one of checkout's.
 */
export function accountPhoneErrorFor(country: unknown, phone: string): string | undefined {
  if (isAcceptedPhone(phone)) return undefined;
  const rules = rulesFor(country);
  if (!rules || rules.iso === 'EG') return msg.PHONE_INVALID;
  return phoneLibrary().isValidPhoneNumber(phone, rules.iso) ? undefined : rules.phoneMessage;
}

/**
 * Phone for a shipping country, spaces already removed. Egypt: the spec's mobile rule. Elsewhere:
 * the country's national form, or any number in international form (a traveller's own phone).
 * An unknown country falls back to the sign-up rule.
 */
export function phoneErrorFor(country: unknown, phone: string): string | undefined {
  const rules = rulesFor(country);
  if (!rules) return isAcceptedPhone(phone) ? undefined : msg.PHONE_INVALID;
  if (rules.iso === 'EG') return EGYPT_MOBILE_PATTERN.test(phone) ? undefined : rules.phoneMessage;
  if (phone.startsWith('+')) return isAcceptedPhone(phone) ? undefined : rules.phoneMessage;
  return phoneLibrary().isValidPhoneNumber(phone, rules.iso) ? undefined : rules.phoneMessage;
}

/** Postal code for a country; a country without a known format takes 2–10 letters, digits, spaces and hyphens. */
export function postalCodeErrorFor(country: unknown, postalCode: string): string | undefined {
  const rules = rulesFor(country);
  if (!rules) return /^[\p{L}\p{Nd}][\p{L}\p{Nd} -]{1,9}$/u.test(postalCode) ? undefined : msg.POSTAL_CODE_INVALID;
  return rules.postalCode.test(postalCode) ? undefined : rules.postalCodeMessage;
}
