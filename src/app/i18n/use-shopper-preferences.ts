import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetProfileQuery, useUpdatePreferencesMutation } from '../../features/profile';
import { CURRENCY_COOKIE, type Locale, LOCALE_COOKIE, localizedPath } from '../../universal/i18n/locale';
import type { Currency } from '../../universal/i18n/money';
import { useShopperLocale } from '../../browser-kit/i18n/shopper-locale';
import { selectUser } from '../../browser-kit/session';
import { useAppSelector } from '../hooks';
import { writeCookie } from '../../browser-kit/browser-cookies';
import { loadPage } from './page-navigation';

/**
 * The shopper's language and currency choices (docs/decisions/0021). The browser remembers them in
 * cookies; a signed-in shopper's profile wins (applied whenever it loads or changes) and is updated
 * when they choose. A language change is a full navigation to the same page under the new prefix.
 */
export function useShopperPreferences() {
  const signedIn = Boolean(useAppSelector(selectUser));
  const { locale, currency, setCurrency } = useShopperLocale();
  const { pathname, search, hash } = useLocation();
  const { data: profile } = useGetProfileQuery(undefined, { skip: !signedIn });
  const [savePreferences] = useUpdatePreferencesMutation();
  const here = `${pathname}${search}${hash}`;

  const moveTo = (language: Locale) => {
    writeCookie(LOCALE_COOKIE, language);
    // `pathname` is inside the router's basename, so it carries no language prefix.
    loadPage(localizedPath(here, language));
  };
  const applyCurrency = (next: Currency) => {
    writeCookie(CURRENCY_COOKIE, next);
    setCurrency(next);
  };

  // Only a change in the profile itself is applied: the shopper's own choice in this page stays.
  const preferences = signedIn ? profile?.preferences : undefined;
  const applied = useRef<string | undefined>(undefined);
  const latest = useRef({ locale, currency, moveTo, applyCurrency });
  latest.current = { locale, currency, moveTo, applyCurrency };
  useEffect(() => {
    if (!preferences) return;
    const key = `${preferences.language}/${preferences.currency}`;
    if (applied.current === key) return;
    applied.current = key;
    const current = latest.current;
    if (preferences.currency !== current.currency) current.applyCurrency(preferences.currency);
    if (preferences.language !== current.locale) current.moveTo(preferences.language);
  }, [preferences]);

  return {
    locale,
    currency,
    chooseLanguage: async (language: Locale) => {
      if (language === locale) return;
      applied.current = `${language}/${preferences?.currency ?? currency}`;
      if (signedIn) await savePreferences({ language }).catch(() => undefined);
      moveTo(language);
    },
    chooseCurrency: (next: Currency) => {
      applyCurrency(next);
      if (signedIn) {
        applied.current = `${preferences?.language ?? locale}/${next}`;
        void savePreferences({ currency: next });
      }
    },
  };
}
