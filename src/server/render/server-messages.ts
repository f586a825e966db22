import type { IntlShape } from 'react-intl';
import type { Messages } from '../../app/i18n/load-messages';
import { sharedIntl } from '../../app/i18n/shared-intl';
import type { Locale } from '../../shared/i18n/locale';
import ar from '../../shared/i18n/messages/ar.json';
import en from '../../shared/i18n/messages/en.json';
import es from '../../shared/i18n/messages/es.json';
import fr from '../../shared/i18n/messages/fr.json';

const CATALOGS: Record<Locale, Messages> = { en, ar, fr, es };

/** The server renders with the same catalogs the browser downloads, loaded once with the server. */
export function serverMessages(locale: Locale): Messages {
  return CATALOGS[locale];
}

/** Texts the server writes away from a rendered screen (page heads, mail): the same catalogs and formats. */
export function serverIntl(locale: Locale): IntlShape {
  return sharedIntl(locale, serverMessages(locale));
}
