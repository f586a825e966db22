import { CacheProvider, type EmotionCache } from '@emotion/react';
import { THEME_ID, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useMemo } from 'react';
import { RawIntlProvider } from 'react-intl';
import type { Locale } from '../../universal/i18n/locale';
import type { Currency } from '../../universal/i18n/money';
import type { ViewportGuess } from '../../universal/viewport-guess';
import { ShopperLocaleProvider } from './ShopperLocaleProvider';
import { themeFor } from '../theme';
import type { Messages } from '../../universal/i18n/catalogs';
import { sharedIntl } from './shared-intl';
import type { ShipToStart } from '../../universal/ship-to';
import type { RenderedFor } from '../../universal/rendered-for';

export interface LocaleProvidersProps {
  locale: Locale;
  messages: Messages;
  /** The display currency at start (the `currency` cookie); the profile preference replaces it once known. */
  currency?: Currency;
  /** Where the shopper has things delivered at start (the cookies, or the server's guess). */
  shipTo?: ShipToStart;
  /** The right-to-left style cache (createRtlCache) for right-to-left languages; left-to-right pages use Emotion's default. */
  emotionCache?: EmotionCache;
  /** A server-rendered page's guess of the screen (phone or desktop): media queries hydrate with it. */
  viewport?: ViewportGuess;
  /** A server-rendered page's currency and ship-to: the page hydrates with them, then takes `currency` and `shipTo`. */
  renderedFor?: RenderedFor;
  children: ReactNode;
}

/** Language, direction and the theme that follows it: the same for the browser and the server renderer. */
export function LocaleProviders({
  locale,
  messages,
  currency,
  shipTo,
  emotionCache,
  viewport,
  renderedFor,
  children,
}: LocaleProvidersProps) {
  // Made once per language and screen guess (themeFor keeps them), and handed over scoped: given a theme
  // itself, MUI's provider spreads a copy of it on each mount, so every server render (one mount a request)
  // had a new theme and every per-theme cache (MUI's own, themeStyles') started empty again. Given
  // `{ [THEME_ID]: theme }` (MUI's theme scoping), its components and useTheme() get this very object.
  const theme = themeFor(locale, viewport);
  // One object per theme: a new one would hand every styled element a new theme context on a re-render.
  const scoped = useMemo(() => ({ [THEME_ID]: theme }), [theme]);
  const themed = (
    <RawIntlProvider value={sharedIntl(locale, messages)}>
      <ShopperLocaleProvider locale={locale} currency={currency} shipTo={shipTo} renderedFor={renderedFor}>
        <ThemeProvider theme={scoped}>{children}</ThemeProvider>
      </ShopperLocaleProvider>
    </RawIntlProvider>
  );
  return emotionCache ? <CacheProvider value={emotionCache}>{themed}</CacheProvider> : themed;
}
