import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { catalogOf } from './catalogs';
import { intlLocaleOf } from './intl-locale';
import type { Locale } from './locale';
import type { MailMessageId, MessageId } from './messages';

/**
 * FormatJS's formatter, whose message ids are also the mails' (the server's catalogs hold both; the
 * browser's, typed by react-intl's ids, only the screens').
 */
export type TextIntl = Omit<IntlShape<string>, 'formatMessage'> & {
  formatMessage(
    descriptor: { id: MessageId | MailMessageId },
    values?: Parameters<IntlShape<string>['formatMessage']>[1],
  ): string;
};

const made = new Map<Locale, TextIntl>();

/**
 * Texts written away from a screen (page heads, mail): the same catalogs and number and date formats as
 * the screens, through FormatJS's core, which needs no React. One formatter set per language, kept.
 */
export function textIntl(locale: Locale): TextIntl {
  let intl = made.get(locale);
  if (!intl) {
    // The mails' ids are in the catalog too (catalogs.ts); FormatJS's types know the screens' alone.
    intl = createIntl(
      { locale: intlLocaleOf(locale), defaultLocale: 'en', messages: catalogOf(locale) },
      createIntlCache(),
    ) as unknown as TextIntl;
    made.set(locale, intl);
  }
  return intl;
}
