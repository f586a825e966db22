import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { Direction } from '../../universal/i18n/locale';

/** What the shop and its staff console share in a page's language: its direction and font stack. */
export interface ThemeLook {
  direction: Direction;
  fontFamily: string;
}

/**
 * The keyboard focus ring of every control: 3 px of the look's text colour (near black, 18:1 on white,
 * issue 12's 3:1 or more) with a white gap, so it also reads on coloured buttons.
 */
export const focusRing = (colour: string) =>
  ({ outline: `3px solid ${colour}`, outlineOffset: 2, boxShadow: '0 0 0 2px #ffffff' }) as const;

/** One app's own tokens: its palette (its text colour draws the focus ring) and what it adds to the kit's components. */
export interface ThemeTokens {
  palette: NonNullable<ThemeOptions['palette']> & { text: { primary: string } };
  shape: NonNullable<ThemeOptions['shape']>;
  components?: ThemeOptions['components'];
}

/**
 * A theme from the kit: the direction and fonts of the page's language, buttons in sentence case and
 * flat, and the focus ring on everything MUI makes focusable, in the app's colours.
 */
export function kitTheme({ direction, fontFamily }: ThemeLook, { palette, shape, components }: ThemeTokens): Theme {
  const ring = focusRing(palette.text.primary);
  const kitComponents: ThemeOptions['components'] = {
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': ring } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': ring } } },
  };
  // createTheme merges its later arguments deeply into the theme: the app's component settings join the kit's.
  return createTheme(
    {
      direction,
      palette,
      shape,
      typography: { fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
      components: kitComponents,
    },
    { components: components ?? {} },
  );
}

/** Themes made once per key: createTheme is costly, and MUI's per-theme style caches start empty on a new one. */
export function themeCache<Args extends unknown[]>(
  keyOf: (...args: Args) => string,
  make: (...args: Args) => Theme,
): (...args: Args) => Theme {
  const made = new Map<string, Theme>();
  return (...args) => {
    const key = keyOf(...args);
    let theme = made.get(key);
    if (!theme) {
      theme = make(...args);
      made.set(key, theme);
    }
    return theme;
  };
}
