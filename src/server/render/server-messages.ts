import type { Messages } from '../../app/i18n/load-messages';
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
