import { regionName } from '../i18n/display-names';
import { LOCALES } from '../i18n/locale';
import { CONTACT_RULES, knownCountry, postalCodeErrorFor } from './contact-rules';
import * as msg from './messages';

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
