import type { Theme } from '@mui/material/styles';
import { DEFAULT_LOCALE, descriptorOf, type Locale } from '../universal/i18n/locale';
import { SCRIPT_FONT_FAMILIES } from '../universal/i18n/script-fonts';
import { matchesAtWidth, VIEWPORT_GUESS_WIDTH, type ViewportGuess } from '../universal/viewport-guess';
import { focusRing, kitTheme, themeCache, type ThemeLook } from '../browser-kit/theme/theme-kit';

const LATIN_FONTS = '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * The shop's own colour tokens beyond MUI's palette roles: components name them by path in `sx`
 * (e.g. `borderColor: 'shop.border'`), never by hex (ESLint refuses hex literals in components).
 */
export const shopColors = {
  border: '#d5d9d9',
  borderLight: '#ddd',
  borderStrong: '#c7c7c7',
  divider: '#d4d4d4',
  dividerLight: '#e6e6e6',
  rule: '#e3e6e6',
  surfaceMuted: '#f7f8f8',
  surfaceSubtle: '#f7fafa',
  surfaceHover: '#f0f2f2',
  selectedSoft: '#fef8e8',
  choiceSelected: '#fcf5ee',
  infoSoft: '#f0f8ff',
  successSoft: '#f0f8f6',
  successBorder: '#b7e0d6',
  badge: '#e7f4f5',
  onBadge: '#0f4c5c',
  linkHover: '#c7511f',
  star: '#de7921',
  deal: '#cc0c39',
  warning: '#e47911',
  fair: '#c7a200',
  good: '#3f8f3f',
  searchHover: '#f3a847',
  cartCount: '#f08804',
  navy: '#232f3e',
  navItem: '#37475a',
  navItemHover: '#485769',
  onDarkMuted: '#ccc',
};

declare module '@mui/material/styles' {
  interface Palette {
    shop: typeof shopColors;
  }
  interface PaletteOptions {
    shop?: typeof shopColors;
  }
}

/** The shop's text colour, which the kit also draws the keyboard focus ring in (browser-kit/theme/theme-kit.ts). */
export const FOCUS_RING_COLOUR = '#0f1111';
const FOCUS_RING = focusRing(FOCUS_RING_COLOUR);

/**
 * The palette colour a focused text field takes for its 2 px border and its label: teal, 5.7:1 on white
 * and 4.8:1 on the page grey (WCAG 2.2 asks 3:1 of a focus indicator; the label, text, 4.5:1), where
 * MUI's default, the yellow primary, reached 1.4:1. Errors keep their red while focused.
 */
export const FIELD_FOCUS_PALETTE = 'info';

/** What a language changes in the theme: its direction, and its script's font (i18n/script-font-loaders.ts) first. */
function lookOf(locale: Locale): ThemeLook {
  const { dir, font } = descriptorOf(locale);
  return { direction: dir, fontFamily: font ? `"${SCRIPT_FONT_FAMILIES[font]}", ${LATIN_FONTS}` : LATIN_FONTS };
}

/**
 * Marketplace look: dark navy bars, yellow call-to-action buttons, teal links; mirrored for right to left.
 * `viewport`: the server's guess a server-rendered page was made with; useMediaQuery answers from it
 * while the server renders and while the browser hydrates (src/universal/viewport-guess.ts), and from
 * the real screen ever after.
 */
const createShopTheme = (look: ThemeLook, viewport?: ViewportGuess) =>
  kitTheme(look, {
    palette: {
      primary: { main: '#ffd814', dark: '#f7ca00', light: '#ffe55c', contrastText: '#0f1111' },
      secondary: { main: '#ffa41c', dark: '#fa8900', contrastText: '#0f1111' },
      info: { main: '#007185' },
      success: { main: '#067d62' },
      error: { main: '#b12704' },
      background: { default: '#eaeded', paper: '#ffffff' },
      text: { primary: FOCUS_RING_COLOUR, secondary: '#565959' },
      shop: shopColors,
    },
    shape: { borderRadius: 8 },
    // Beyond the kit's focus ring, sentence-case buttons and focus-ringed links:
    components: {
      // Fields (TextField, Select, Autocomplete, and any bare FormControl) take the field focus colour.
      MuiTextField: { defaultProps: { color: FIELD_FOCUS_PALETTE } },
      MuiFormControl: { defaultProps: { color: FIELD_FOCUS_PALETTE } },
      // MUI's own ring for a star picked by keyboard is 1 px of grey (2.8:1 on white).
      MuiRating: { styleOverrides: { root: { '&.Mui-focusVisible .MuiRating-iconActive': FOCUS_RING } } },
      MuiButton: { styleOverrides: { root: { borderRadius: 20 } } },
      MuiLink: { defaultProps: { underline: 'hover' }, styleOverrides: { root: { color: '#007185' } } },
      ...(viewport && {
        MuiUseMediaQuery: {
          defaultProps: {
            ssrMatchMedia: (query: string) => ({ matches: matchesAtWidth(query, VIEWPORT_GUESS_WIDTH[viewport]) }),
          },
        },
      }),
    },
  });

/**
 * The shop's theme for a language and a screen guess, made once for each look: every server render used
 * to build its own (createTheme, then MUI's per-theme style caches started empty again).
 */
export const themeFor: (locale: Locale, viewport?: ViewportGuess) => Theme = themeCache(
  (locale, viewport) => {
    const look = lookOf(locale);
    return `${look.direction} ${look.fontFamily} ${viewport ?? ''}`;
  },
  (locale, viewport) => createShopTheme(lookOf(locale), viewport),
);

export const theme = themeFor(DEFAULT_LOCALE);

/** Colours of the page shell, outside the MUI palette. */
export const shellColors = {
  header: '#131921',
  subHeader: '#232f3e',
  footer: '#232f3e',
  footerBottom: '#131a22',
  footerRule: '#3a4553',
  accent: '#febd69',
};
