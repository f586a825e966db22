import { catalogOf, type Messages } from '../../universal/i18n/catalogs';
import type { Locale } from '../../universal/i18n/locale';

/** The server renders with the same catalogs the browser downloads, loaded once with the server. */
export function serverMessages(locale: Locale): Messages {
  return catalogOf(locale);
}
