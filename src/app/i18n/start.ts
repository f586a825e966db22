import { basenameOf, CURRENCY_COOKIE, descriptorOf, LOCALE_COOKIE } from '../../universal/i18n/locale';
import { isCurrency } from '../../universal/i18n/money';
import { readCookie } from '../../browser-kit/browser-cookies';
import { parseCookies } from '../../universal/cookies';
import { shipToFromCookies } from '../../universal/ship-to';
import { loadMessages } from './load-messages';
import { SCRIPT_FONT_LOADERS } from './script-font-loaders';
import type { LocaleProvidersProps } from './LocaleProviders';
import { chooseStartLocale } from './start-locale';

/**
 * Everything a page needs before its first render in its language: the choice of language (or a
 * move to the right URL), <html lang dir>, the catalog, its script's font, and for a right-to-left
 * language the mirrored style cache. Returns undefined while the browser moves to another URL.
 */
export async function startLocale(): Promise<
  { basename: string; providers: Omit<LocaleProvidersProps, 'children'> } | undefined
> {
  const { locale, redirectTo } = chooseStartLocale(window.location, readCookie(LOCALE_COOKIE));
  if (redirectTo) {
    window.location.replace(redirectTo);
    return undefined;
  }
  const { dir, font } = descriptorOf(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = dir;
  const rtl =
    dir === 'rtl'
      ? import(/* webpackChunkName: "rtl-styles" */ '../../browser-kit/i18n/emotion-cache').then((cache) =>
          cache.createRtlCache(),
        )
      : undefined;
  const installed = font && SCRIPT_FONT_LOADERS[font]().then((chunk) => chunk.installFont());
  const [messages, emotionCache] = await Promise.all([loadMessages(locale), rtl, installed]);
  const currency = readCookie(CURRENCY_COOKIE);
  return {
    basename: basenameOf(locale),
    providers: {
      locale,
      messages,
      emotionCache,
      currency: isCurrency(currency) ? currency : undefined,
      shipTo: shipToFromCookies(parseCookies(document.cookie)),
    },
  };
}
