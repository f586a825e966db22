import { basenameOf, CURRENCY_COOKIE, directionOf, LOCALE_COOKIE } from '../../core/i18n/locale';
import { isCurrency } from '../../core/i18n/money';
import { readCookie } from './cookies';
import { loadMessages } from './load-messages';
import type { LocaleProvidersProps } from './LocaleProviders';
import { chooseStartLocale } from './start-locale';

/**
 * Everything a page needs before its first render in its language: the choice of language (or a
 * move to the right URL), <html lang dir>, the catalog, and for Arabic the font and the mirrored
 * style cache. Returns undefined while the browser moves to another URL.
 */
export async function startLocale(): Promise<
  { basename: string; providers: Omit<LocaleProvidersProps, 'children'> } | undefined
> {
  const { locale, redirectTo } = chooseStartLocale(window.location, readCookie(LOCALE_COOKIE), navigator.languages);
  if (redirectTo) {
    window.location.replace(redirectTo);
    return undefined;
  }
  const direction = directionOf(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = direction;
  const rtl =
    direction === 'rtl'
      ? Promise.all([
          import(/* webpackChunkName: "rtl-styles" */ './emotion-cache'),
          import(/* webpackChunkName: "arabic-font" */ './arabic-font'),
        ]).then(([cache, font]) => {
          font.installArabicFont();
          return cache.createRtlCache();
        })
      : Promise.resolve(undefined);
  const [messages, emotionCache] = await Promise.all([loadMessages(locale), rtl]);
  const currency = readCookie(CURRENCY_COOKIE);
  return {
    basename: basenameOf(locale),
    providers: { locale, messages, emotionCache, currency: isCurrency(currency) ? currency : undefined },
  };
}
