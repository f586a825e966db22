import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { intlLocaleOf } from '../../universal/i18n/intl-locale';
import type { Locale } from '../../universal/i18n/locale';
import type { Messages } from '../../universal/i18n/catalogs';

const made = new WeakMap<Messages, Map<Locale, IntlShape>>();

/**
 * One formatter set per language and catalog, shared by every render of it. An IntlProvider makes its
 * own, so each server render parsed again every message it showed and built its number formats anew
 * (7 % of a product page's render). The texts and formats are the same; only their caches are shared.
 */
export function sharedIntl(locale: Locale, messages: Messages): IntlShape {
  let byLocale = made.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    made.set(messages, byLocale);
  }
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl({ locale: intlLocaleOf(locale), defaultLocale: 'en', messages }, createIntlCache());
    byLocale.set(locale, intl);
  }
  return intl;
}
