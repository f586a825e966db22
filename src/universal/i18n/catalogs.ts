import type { IntlConfig } from '@formatjs/intl';
import { type Locale, LOCALES } from './locale';

/** A catalog as react-intl and FormatJS take it: ICU texts, or (in the browser's build) their syntax trees. */
export type Messages = NonNullable<IntlConfig['messages']>;

/** Every shop language's catalog, found by its tag (the server build bundles each file the pattern names). */
const CATALOGS = new Map<Locale, Messages>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a catalog per language, found by its tag
  LOCALES.map((locale) => [locale, require(`./messages/${locale}.json`) as Messages]),
);

/**
 * Every language's catalog, for the server (rendering, page heads, mail, search words). The browser never
 * imports this: it downloads the page's own catalog alone (src/app/i18n/load-messages.ts).
 */
export function catalogOf(locale: Locale): Messages {
  const messages = CATALOGS.get(locale);
  if (!messages) throw new Error(`No catalog for the language ${locale}`);
  return messages;
}
