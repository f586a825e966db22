import { DEFAULT_LOCALE, isLocale, type Locale, localeFromPath, localizedPath } from '../../universal/i18n/locale';

export interface StartLocale {
  locale: Locale;
  /** Set when the page should be loaded again at its language's URL instead. */
  redirectTo?: string;
}

/**
 * The language of this page load (docs/decisions/0021). A prefixed URL is never redirected. On an
 * unprefixed URL, a remembered choice (the `lang` cookie) sends the shopper to the prefixed URL when it
 * is not English. A first visit's browser languages are the server's to weigh (Accept-Language,
 * src/server/http/language-redirect.ts): every page request passes through it, so a page that arrives
 * unprefixed was already found to be English for this browser (docs/decisions/0060).
 */
export function chooseStartLocale(
  url: { pathname: string; search: string; hash: string },
  storedLocale: string | undefined,
): StartLocale {
  const { locale, basename } = localeFromPath(url.pathname);
  if (basename) return { locale };
  const wanted = isLocale(storedLocale) ? storedLocale : DEFAULT_LOCALE;
  if (wanted === DEFAULT_LOCALE) return { locale };
  return { locale, redirectTo: localizedPath(`${url.pathname}${url.search}${url.hash}`, wanted) };
}
