import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { catalogOf } from './catalogs';
import { intlLocaleOf } from './intl-locale';
import type { Locale } from './locale';

export type TextIntl = IntlShape<string>;

const made = new Map<Locale, TextIntl>();

/**
 * Texts written away from a screen (page heads, mail): the same catalogs and number and date formats as
 * the screens, through FormatJS's core, which needs no React. One formatter set per language, kept.
 */
export function textIntl(locale: Locale): TextIntl {
  let intl = made.get(locale);
  if (!intl) {
    intl = createIntl(
      { locale: intlLocaleOf(locale), defaultLocale: 'en', messages: catalogOf(locale) },
      createIntlCache(),
    );
    made.set(locale, intl);
  }
  return intl;
}
