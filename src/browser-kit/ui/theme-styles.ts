import { type CSSObject, css, type SerializedStyles } from '@emotion/react';
import type { SxProps } from '@mui/material';
import { type Theme, useTheme } from '@mui/material/styles';

/**
 * A hook answering a component's styles made once for each theme (one per language and screen guess, see
 * src/app/theme.ts), for Emotion's `css` prop: pass it a part of this object and Emotion inserts the
 * serialized rule as it is, where MUI's `sx` (and `styled`) resolved and serialized every element's style
 * object again on every render. A list page has ~1,000 styled elements; this is the cheap way for the
 * many that look the same on every product (docs/decisions/0086-render-cost-and-shared-cache.md).
 */
export function themeStyles<Styles>(make: (theme: Theme) => Styles): () => Styles {
  const made = new WeakMap<Theme, Styles>();
  return function useThemeStyles() {
    const theme = useTheme();
    let styles = made.get(theme);
    if (!styles) {
      styles = make(theme);
      made.set(theme, styles);
    }
    return styles;
  };
}

/** A function of one key, each answer made once (e.g. a picture's side in px, or a star row's fill). */
export function keyed<Key, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const made = new Map<Key, Value>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}

/**
 * An `sx` object as one serialized rule, resolved by MUI itself (the theme's spacing, palette paths such as
 * 'shop.navItem', breakpoints), for a plain element's `css` prop: `<Box sx={…}>` drawn for the price of a
 * look-up, inside a themeStyles factory. `under` is a component's own look the `sx` goes over (linkLook),
 * as `sx` wins over an MUI component's styles.
 */
export function sxRule(theme: Theme, sx: SxProps<Theme>, under?: CSSObject): SerializedStyles {
  const resolved = theme.unstable_sx(sx) as CSSObject;
  return under ? css(under, resolved) : css(resolved);
}

/** The theme's own rules for MUI's Link (src/app/theme.ts): its colour and keyboard focus ring. */
function linkOverrides(theme: Theme): { color?: string; '&:focus-visible'?: CSSObject } {
  return (theme.components?.MuiLink?.styleOverrides?.root as object | undefined) ?? {};
}

/** The theme's keyboard focus ring of links (MuiLink's `&:focus-visible` override), for links drawn without MUI's Link. */
function linkFocusRing(theme: Theme): CSSObject {
  return linkOverrides(theme)['&:focus-visible'] ?? {};
}

/** What MUI's Typography of a variant draws (`<Typography variant=…>`), for text drawn without it. */
export function typographyLook(theme: Theme, variant: 'body1' | 'body2' | 'h4' | 'h5'): CSSObject {
  return { margin: 0, ...(theme.typography[variant] as CSSObject) };
}

/**
 * What MUI's Link (`underline="hover"`, the theme's colour and focus ring) draws on an `a`: a router link
 * given this rule looks as `<Link component={RouterLink}>` did, without the Typography and Link styles
 * resolved on each render.
 */
export function linkLook(theme: Theme): CSSObject {
  return {
    margin: 0,
    font: 'inherit',
    lineHeight: 'inherit',
    letterSpacing: 'inherit',
    color: linkOverrides(theme).color,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': linkFocusRing(theme),
  };
}

/** The theme's keyboard focus ring of MUI's controls (MuiButtonBase's `&.Mui-focusVisible` override, src/app/theme.ts). */
export function controlFocusRing(theme: Theme): CSSObject {
  const root = theme.components?.MuiButtonBase?.styleOverrides?.root as Record<string, CSSObject> | undefined;
  return root?.['&.Mui-focusVisible'] ?? {};
}

/** What MUI's ButtonBase draws under every control: no box of its own, a pointer, no tap flash. */
export const buttonBaseLook: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  textDecoration: 'none',
  '&::-moz-focus-inner': { borderStyle: 'none' },
  '@media print': { colorAdjust: 'exact' },
};

/** The theme's own rules for MUI's Button (src/app/theme.ts: the shop's pill corners). */
function buttonOverrides(theme: Theme): CSSObject {
  return (theme.components?.MuiButton?.styleOverrides?.root as CSSObject | undefined) ?? {};
}

/**
 * What MUI's Button (`variant` contained or outlined, primary, medium, the theme's flat buttons) draws over its
 * ButtonBase, rule for rule in MUI's order (its colours through the same custom properties): for
 * `<ButtonBase focusRipple css={…}>`, which keeps the element, the ripples and the keyboard focus ring
 * (`.Mui-focusVisible`) a Button has, without Button's own component and its `loading` spinner on the first load.
 */
export function buttonLook(theme: Theme, variant: 'contained' | 'outlined'): CSSObject {
  const { palette, transitions } = theme;
  const { main, dark, contrastText } = palette.primary;
  const hoverBg = theme.alpha(main, palette.action.hoverOpacity);
  const { disabled, disabledBackground } = palette.action;
  const flat = { boxShadow: 'none' };
  const look: CSSObject =
    variant === 'contained'
      ? {
          padding: '6px 16px',
          border: 0,
          color: 'var(--variant-containedColor)',
          backgroundColor: 'var(--variant-containedBg)',
          '&.Mui-disabled': { color: disabled, boxShadow: 'none', backgroundColor: disabledBackground },
        }
      : {
          padding: '5px 15px',
          border: '1px solid currentColor',
          borderColor: 'var(--variant-outlinedBorder, currentColor)',
          backgroundColor: 'var(--variant-outlinedBg)',
          color: 'var(--variant-outlinedColor)',
          '&.Mui-disabled': { color: disabled, border: `1px solid ${disabledBackground}`, boxShadow: 'none' },
        };
  return {
    ...(theme.typography.button as CSSObject),
    minWidth: 64,
    ...look,
    boxShadow: 'none',
    borderRadius: theme.shape.borderRadius,
    '&:hover': { textDecoration: 'none', boxShadow: 'none' },
    '--variant-textColor': main,
    '--variant-outlinedColor': main,
    '--variant-outlinedBorder': theme.alpha(main, 0.5),
    '--variant-containedColor': contrastText,
    '--variant-containedBg': main,
    '@media (hover: hover)': {
      '&:hover': {
        '--variant-containedBg': dark,
        '--variant-textBg': hoverBg,
        '--variant-outlinedBorder': main,
        '--variant-outlinedBg': hoverBg,
      },
    },
    // The theme's flat buttons (MuiButton's disableElevation): no shadow in any state, under the focus ring too.
    '&:active': flat,
    '&.Mui-focusVisible': flat,
    transition: transitions.create(['background-color', 'box-shadow', 'border-color'], {
      duration: transitions.duration.short,
    }),
    ...buttonOverrides(theme),
  };
}

/**
 * What MUI's IconButton (medium, default colour) draws over its ButtonBase: for
 * `<ButtonBase centerRipple focusRipple css={…}>`, as `buttonLook` is for Button.
 */
export function iconButtonLook(theme: Theme): CSSObject {
  const { palette, transitions } = theme;
  return {
    textAlign: 'center',
    flex: '0 0 auto',
    fontSize: theme.typography.pxToRem(24),
    padding: 8,
    borderRadius: '50%',
    color: palette.action.active,
    transition: transitions.create('background-color', { duration: transitions.duration.shortest }),
    '--IconButton-hoverBg': theme.alpha(palette.action.active, palette.action.hoverOpacity),
    '&:hover': {
      backgroundColor: 'var(--IconButton-hoverBg)',
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&.Mui-disabled': { backgroundColor: 'transparent', color: palette.action.disabled },
  };
}

/** An icon as MUI's SvgIcon draws it, `px` high: 20 is `fontSize="small"`, 24 the default. */
export function iconLook(theme: Theme, px: 20 | 24): CSSObject {
  return {
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    transition: theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
    fill: 'currentColor',
    fontSize: theme.typography.pxToRem(px),
  };
}

/**
 * What `<ButtonBase>` draws on a `button` with the theme's keyboard focus ring (drawn by `:focus-visible`
 * where MUI marks it from script), for `sxRule(theme, sx, plainButtonLook(theme))`: a button with no ripple.
 */
export function plainButtonLook(theme: Theme): CSSObject {
  return {
    ...buttonBaseLook,
    borderRadius: 0,
    padding: 0,
    color: 'inherit',
    '&:focus-visible': controlFocusRing(theme),
  };
}
