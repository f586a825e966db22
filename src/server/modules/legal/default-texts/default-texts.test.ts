import { DEFAULT_LOCALE, type Locale, LOCALES } from '../../../../universal/i18n/locale';
import { LEGAL_PAGES } from '../../../../universal/legal-pages';
import { defaultLegalText } from '.';

describe("the legal pages' default texts", () => {
  it('are written for each page in each language that has them, the default language always', () => {
    for (const locale of LOCALES)
      for (const page of LEGAL_PAGES) expect(defaultLegalText(page, locale).trim()).not.toBe('');
    expect(defaultLegalText('terms', 'ar')).not.toBe(defaultLegalText('terms', DEFAULT_LOCALE));
  });

  it("are the default language's in a language that has none of its own", () => {
    for (const page of LEGAL_PAGES)
      expect(defaultLegalText(page, 'tlh' as Locale)).toBe(defaultLegalText(page, DEFAULT_LOCALE));
  });
});
