import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  localeFromPath,
  localizedPath,
  negotiateLocale,
} from '../../core/i18n/locale';

export interface StartLocale {
  locale: Locale;
  /** Set when the page should be loaded again at its language's URL instead. */
  redirectTo?: string;
}

/**
 * The language of this page load (docs/decisions/0021). A prefixed URL is never redirected. On an
 * unprefixed URL, a remembered choice (the `lang` cookie) or, on a first visit, the browser's
 * preferred languages send the shopper to the prefixed URL when they are not English.
 */
export function chooseStartLocale(
  url: { pathname: string; search: string; hash: string },
  storedLocale: string | undefined,
  browserLanguages: readonly string[],
): StartLocale {
  const { locale, basename } = localeFromPath(url.pathname);
  if (basename) return { locale };
  const wanted = isLocale(storedLocale) ? storedLocale : (negotiateLocale(browserLanguages) ?? DEFAULT_LOCALE);
  if (wanted === DEFAULT_LOCALE) return { locale };
  return { locale, redirectTo: localizedPath(`${url.pathname}${url.search}${url.hash}`, wanted) };
}
