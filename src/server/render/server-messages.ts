import { catalogOf, type Messages } from '../../core/i18n/catalogs';
import type { Locale } from '../../core/i18n/locale';

/** The server renders with the same catalogs the browser downloads, loaded once with the server. */
export function serverMessages(locale: Locale): Messages {
  return catalogOf(locale);
}
