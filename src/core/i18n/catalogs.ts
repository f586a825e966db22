import type { IntlConfig } from '@formatjs/intl';
import type { Locale } from './locale';
import ar from './messages/ar.json';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';

/** A catalog as react-intl and FormatJS take it: ICU texts, or (in the browser's build) their syntax trees. */
export type Messages = NonNullable<IntlConfig['messages']>;

const CATALOGS: Record<Locale, Messages> = { en, ar, fr, es };

/**
 * Every language's catalog, for the server (rendering, page heads, mail, search words). The browser never
 * imports this: it downloads the page's own catalog alone (src/app/i18n/load-messages.ts).
 */
export function catalogOf(locale: Locale): Messages {
  return CATALOGS[locale];
}
