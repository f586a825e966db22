import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from '../core/i18n/locale';

const FONTS = '"Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans Arabic", Tahoma, sans-serif';

/** The keyboard focus ring: near black with a white gap, visible on every surface of the console. */
const FOCUS_RING = { outline: '3px solid #0f172a', outlineOffset: 2, boxShadow: '0 0 0 2px #ffffff' } as const;

const themes = new Map<string, Theme>();

/** The console's look: plain and dense, slate and blue, so staff never mistake it for the shop. */
export function adminTheme(direction: Direction): Theme {
  let made = themes.get(direction);
  if (!made) {
    made = createTheme({
      direction,
      palette: {
        primary: { main: '#1d4ed8' },
        secondary: { main: '#0f766e' },
        error: { main: '#b91c1c' },
        background: { default: '#f1f5f9', paper: '#ffffff' },
        text: { primary: '#0f172a', secondary: '#475569' },
      },
      shape: { borderRadius: 6 },
      typography: { fontFamily: FONTS, button: { textTransform: 'none', fontWeight: 600 } },
      components: {
        MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiLink: { styleOverrides: { root: { '&:focus-visible': FOCUS_RING } } },
      },
    });
    themes.set(direction, made);
  }
  return made;
}

/** The app bar's colour (the page's darkest surface). */
export const APP_BAR_COLOUR = '#1e293b';
