import { createTheme } from '@mui/material/styles';
import type { Direction } from '../shared/i18n/locale';

/** Arabic text is set in Noto Sans Arabic (loaded for Arabic pages only, see i18n/arabic-font.ts). */
const ARABIC_FONT = '"Noto Sans Arabic"';
const LATIN_FONTS = '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** Marketplace look: dark navy bars, yellow call-to-action buttons, teal links; mirrored for right to left. */
export const themeFor = (direction: Direction) =>
  createTheme({
    direction,
    palette: {
      primary: { main: '#ffd814', dark: '#f7ca00', light: '#ffe55c', contrastText: '#0f1111' },
      secondary: { main: '#ffa41c', dark: '#fa8900', contrastText: '#0f1111' },
      info: { main: '#007185' },
      success: { main: '#067d62' },
      error: { main: '#b12704' },
      background: { default: '#eaeded', paper: '#ffffff' },
      text: { primary: '#0f1111', secondary: '#565959' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: direction === 'rtl' ? `${ARABIC_FONT}, ${LATIN_FONTS}` : LATIN_FONTS,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 20 } } },
      MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { color: '#007185' } } },
    },
  });

export const theme = themeFor('ltr');

/** Colours of the page shell, outside the MUI palette. */
export const shellColors = {
  header: '#131921',
  subHeader: '#232f3e',
  footer: '#232f3e',
  footerBottom: '#131a22',
  accent: '#febd69',
};
