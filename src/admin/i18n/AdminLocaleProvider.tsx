import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { IntlProvider } from 'react-intl';
import { consoleTheme } from '../../browser-kit/theme/console-theme';
import { type AdminMessages, loadMessages } from './load-messages';
import { type AdminLocale, directionOfAdmin, intlTagOf, rememberLocale } from './locale';
import { ltrCache, rtlCache } from './rtl-cache';

/** The console's catalog as react-intl types catalogs (by the shop's ids: see use-t.ts). */
type IntlMessages = ComponentProps<typeof IntlProvider>['messages'];

export interface LocaleChoice {
  locale: AdminLocale;
  /** Loads the language's catalog, then shows the console in it and remembers the choice. */
  switchTo: (locale: AdminLocale) => Promise<void>;
}

const LocaleContext = createContext<LocaleChoice>({ locale: 'en', switchTo: async () => undefined });

export const useAdminLocale = (): LocaleChoice => useContext(LocaleContext);

export interface AdminLocaleProviderProps {
  locale: AdminLocale;
  /** The language's catalog, loaded before the first render (no screen ever shows a message id). */
  messages: AdminMessages;
  /** Where the choice is remembered (localStorage in the browser). */
  storage?: Storage;
  children: ReactNode;
}

/** Language, direction and the theme that follows them; the page's <html> takes the lang and dir. */
export function AdminLocaleProvider({
  locale: first,
  messages: firstMessages,
  storage,
  children,
}: AdminLocaleProviderProps) {
  const [{ locale, messages }, setShown] = useState({ locale: first, messages: firstMessages });
  const direction = directionOfAdmin(locale);

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = direction;
  }, [locale, direction]);

  const switchTo = useCallback(
    async (next: AdminLocale) => {
      const nextMessages = await loadMessages(next);
      rememberLocale(storage, next);
      setShown({ locale: next, messages: nextMessages });
    },
    [storage],
  );
  const choice = useMemo(() => ({ locale, switchTo }), [locale, switchTo]);

  return (
    <LocaleContext.Provider value={choice}>
      <IntlProvider locale={intlTagOf(locale)} defaultLocale="en" messages={messages as IntlMessages}>
        {/* One cache provider whatever the direction: a switch restyles the page, it does not remount it. */}
        <CacheProvider value={direction === 'rtl' ? rtlCache() : ltrCache()}>
          <ThemeProvider theme={consoleTheme(direction)}>{children}</ThemeProvider>
        </CacheProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
