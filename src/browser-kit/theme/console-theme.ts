import type { Theme } from '@mui/material/styles';
import type { Direction } from '../../universal/i18n/locale';
import { kitTheme, themeCache, type ThemeTokens } from './theme-kit';

/** The console's fonts: one stack for both its languages, Arabic's face named in it. */
const CONSOLE_FONTS = '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans Arabic", Tahoma, sans-serif';

/** The staff console's look: plain and dense, slate and blue, so staff never mistake it for the shop. */
const CONSOLE_TOKENS: ThemeTokens = {
  palette: {
    primary: { main: '#1d4ed8' },
    secondary: { main: '#0f766e' },
    error: { main: '#b91c1c' },
    background: { default: '#f1f5f9', paper: '#ffffff' },
    text: { primary: '#0f172a', secondary: '#475569' },
  },
  shape: { borderRadius: 6 },
};

/** The console's app bar colour (the page's darkest surface). */
export const CONSOLE_APP_BAR_COLOUR = '#1e293b';

/** The console's theme in a direction, from the kit the shop's theme is built from too. */
export const consoleTheme: (direction: Direction) => Theme = themeCache(
  (direction) => direction,
  (direction) => kitTheme({ direction, fontFamily: CONSOLE_FONTS }, CONSOLE_TOKENS),
);
