import type { CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';

/** A Button's options besides its variant, as MUI's Button props name them (each with Button's default). */
export interface ButtonOptions {
  color?: 'primary' | 'secondary' | 'inherit';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  /** Whether it has a start icon (Button then keeps a zero-width line box in front of it). */
  startIcon?: boolean;
}

const SMALL_PADDING = { contained: '4px 10px', outlined: '3px 9px', text: '4px 5px' } as const;
const LARGE_PADDING = { contained: '8px 22px', outlined: '7px 21px', text: '8px 11px' } as const;

/**
 * What MUI's Button adds for its options over `buttonLook` (contained or outlined, primary, medium): the text
 * variant (over the contained look: its padding and its own fill, which stays its fill when disabled), the start
 * icon's line box, another colour's custom properties (`inherit`: the text's colour, a grey fill), the small and large
 * sizes' padding and type, full width. Rules apart, in MUI's order, each layer over the one before; none touches what `buttonLook`'s later rules
 * (flat shadows, transition, the theme's corners) set, so the order is MUI's. `inherit` leaves primary's colour
 * properties set where MUI leaves them unset: nothing reads them once colour and border are `inherit`.
 */
export function buttonOptionsLook(
  theme: Theme,
  variant: 'contained' | 'outlined' | 'text',
  { color = 'primary', size = 'medium', fullWidth = false, startIcon = false }: ButtonOptions,
): CSSObject[] {
  const { palette } = theme;
  const hover = (main: string) => theme.alpha(main, palette.action.hoverOpacity);
  const tone = color === 'secondary' ? palette.secondary : undefined;
  return [
    variant === 'text'
      ? {
          padding: '6px 8px',
          color: 'var(--variant-textColor)',
          backgroundColor: 'var(--variant-textBg)',
          '&.Mui-disabled': { backgroundColor: 'var(--variant-textBg)' },
        }
      : {},
    startIcon ? { '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' } } : {},
    tone
      ? {
          '--variant-textColor': tone.main,
          '--variant-outlinedColor': tone.main,
          '--variant-outlinedBorder': theme.alpha(tone.main, 0.5),
          '--variant-containedColor': tone.contrastText,
          '--variant-containedBg': tone.main,
          '@media (hover: hover)': {
            '&:hover': {
              '--variant-containedBg': tone.dark,
              '--variant-textBg': hover(tone.main),
              '--variant-outlinedBorder': tone.main,
              '--variant-outlinedBg': hover(tone.main),
            },
          },
        }
      : {},
    color === 'inherit'
      ? {
          color: 'inherit',
          borderColor: 'currentColor',
          '--variant-containedBg': palette.grey[300],
          '@media (hover: hover)': {
            '&:hover': {
              '--variant-containedBg': palette.grey.A100,
              '--variant-textBg': hover(palette.text.primary),
              '--variant-outlinedBg': hover(palette.text.primary),
            },
          },
        }
      : {},
    size === 'small' ? { padding: SMALL_PADDING[variant], fontSize: theme.typography.pxToRem(13) } : {},
    size === 'large' ? { padding: LARGE_PADDING[variant], fontSize: theme.typography.pxToRem(15) } : {},
    fullWidth ? { width: '100%' } : {},
  ];
}

/** The start icon's box in a Button of `size` (MUI's `startIcon` slot), its icon at the size Button gives it. */
export function buttonStartIconLook(size: 'small' | 'medium' | 'large'): CSSObject {
  return {
    display: 'inherit',
    marginRight: 8,
    marginLeft: size === 'small' ? -2 : -4,
    '& > *:nth-of-type(1)': { fontSize: { small: 18, medium: 20, large: 22 }[size] },
  };
}
