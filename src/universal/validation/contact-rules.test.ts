import { regionName } from '../i18n/display-names';
import { LOCALES } from '../i18n/locale';
import { getExampleNumber } from 'libphonenumber-js/min';
import mobileExamples from 'libphonenumber-js/mobile/examples';
import { loadPhoneRules } from './phone-check';
import {
  accountPhoneErrorFor,
  CONTACT_RULES,
  knownCountry,
  type KnownCountry,
  phoneExample,
  postalCodeErrorFor,
} from './contact-rules';
import en from '../i18n/messages/en.json';
import * as msg from './messages';

// The phone rules below read libphonenumber, which loads on first use (phone-check.test covers the wait).
beforeAll(() => loadPhoneRules());

describe('knownCountry: a free-text country matched to one of checkout’s', () => {
  it.each([
    ['Egypt', 'Egypt'],
    ['  egypt ', 'Egypt'],
    ['EGYPT', 'Egypt'],
    ['EG', 'Egypt'],
    ['مصر', 'Egypt'],
    ['Égypte', 'Egypt'],
    ['égypte', 'Egypt'],
    ['Reino Unido', 'United Kingdom'],
    ['المملكة المتحدة', 'United Kingdom'],
    ['ｃａｎａｄａ', 'Canada'],
    ['Estados Unidos', 'United States'],
  ])('%s is %s', (typed, country) => {
    expect(knownCountry(typed)).toBe(country);
  });

  it('knows every checkout country by its name in every shop language', () => {
    for (const [country, rules] of Object.entries(CONTACT_RULES))
      for (const locale of LOCALES) expect(knownCountry(regionName(rules.iso, locale))).toBe(country);
  });

  it.each(['France', 'Egyptian', 'E', '', 'United', 'toString', '__proto__'])('%s is none of them', (typed) => {
    expect(knownCountry(typed)).toBeUndefined();
  });

  it('answers nothing for what is not text', () => {
    expect(knownCountry(undefined)).toBeUndefined();
    expect(knownCountry(20)).toBeUndefined();
  });

  it('gives a country typed any of those ways its postal-code rule', () => {
    expect(postalCodeErrorFor('مصر', '1151')).toBe(msg.POSTAL_CODE_INVALID_EG);
    expect(postalCodeErrorFor('egypt', '11511')).toBeUndefined();
    expect(postalCodeErrorFor('France', '75001')).toBeUndefined();
  });
});

describe('phone examples: libphonenumber’s mobile number of each country', () => {
  it('gives the national and international form', () => {
    expect(phoneExample('United Kingdom')).toEqual({ national: '07400 123456', international: '+44 7400 123456' });
    expect(phoneExample('مصر')?.national).toBe('010 01234567');
    expect(phoneExample('France')).toBeUndefined();
  });

  it.each(Object.keys(CONTACT_RULES) as KnownCountry[])(
    'the %s example is still the library’s (kept as data so the browser need not load it)',
    (country) => {
      const example = getExampleNumber(CONTACT_RULES[country].iso, mobileExamples);
      expect(CONTACT_RULES[country].phoneExample).toEqual({
        national: example?.formatNational(),
        international: example?.formatInternational(),
      });
    },
  );

  it.each((Object.keys(CONTACT_RULES) as KnownCountry[]).filter((country) => country !== 'Egypt'))(
    'the %s phone message names that example, in both forms',
    (country) => {
      const example = phoneExample(country);
      // The English text: the message is a catalog id.
      expect(en[CONTACT_RULES[country].phoneMessage]).toContain(
        `e.g. ${example?.national} or ${example?.international}`,
      );
    },
  );
});

describe('accountPhoneErrorFor: the profile’s phone, read with the profile’s country', () => {
  it('takes a UK mobile in national form when the country is the United Kingdom, however it is spelt', () => {
    expect(accountPhoneErrorFor('United Kingdom', '07911123456')).toBeUndefined();
    expect(accountPhoneErrorFor('المملكة المتحدة', '07911123456')).toBeUndefined();
  });

  it('takes what sign up takes whatever the country', () => {
    expect(accountPhoneErrorFor('Canada', '01012345678')).toBeUndefined();
    expect(accountPhoneErrorFor('France', '+447911123456')).toBeUndefined();
  });

  it('refuses with the country’s example, or the spec’s message for Egypt and unknown countries', () => {
    expect(accountPhoneErrorFor('United Kingdom', '0791112345')).toBe(msg.PHONE_INVALID_GB);
    expect(accountPhoneErrorFor('Egypt', '07911123456')).toBe(msg.PHONE_INVALID);
    expect(accountPhoneErrorFor('France', '0612345678')).toBe(msg.PHONE_INVALID);
  });
});
