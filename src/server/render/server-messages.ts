import type { IntlShape } from 'react-intl';
import type { Messages } from '../../app/i18n/load-messages';
import { sharedIntl } from '../../app/i18n/shared-intl';
import { type Locale, LOCALES } from '../../shared/i18n/locale';

/**
 * The server renders with the same catalogs the browser downloads, every shop language's loaded once
 * with the server (the server build bundles each file the pattern names).
 */
const CATALOGS = new Map<Locale, Messages>(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a catalog per language, found by its tag
  LOCALES.map((locale) => [locale, require(`../../shared/i18n/messages/${locale}.json`) as Messages]),
);

export function serverMessages(locale: Locale): Messages {
  const messages = CATALOGS.get(locale);
  if (!messages) throw new Error(`No catalog for the language ${locale}`);
  return messages;
}

/** Texts the server writes away from a rendered screen (page heads, mail): the same catalogs and formats. */
export function serverIntl(locale: Locale): IntlShape {
  return sharedIntl(locale, serverMessages(locale));
}
