/** @jsxImportSource @emotion/react */
import { css, type SerializedStyles } from '@emotion/react';
import { ButtonBase } from '@mui/material';
import { forwardRef, type ReactNode } from 'react';
import { iconButtonLook, themeStyles } from './theme-styles';

/** IconButton's `size`s over its medium look (MUI's own padding and font size for each). */
const useIconButtonStyles = themeStyles((theme) => ({
  small: css({ ...iconButtonLook(theme), padding: 5, fontSize: theme.typography.pxToRem(18) }),
  medium: css(iconButtonLook(theme)),
  large: css({ ...iconButtonLook(theme), padding: 12, fontSize: theme.typography.pxToRem(28) }),
}));

export interface LeanIconButtonProps {
  /** What the button does, for screen readers and voice control: the icon alone shows it. */
  'aria-label': string;
  onClick: () => void;
  size?: 'small' | 'medium' | 'large';
  disabled?: boolean;
  /** A rule over the button's look (`sxRule(theme, {…})` made once per theme), as `sx` is over IconButton's. */
  look?: SerializedStyles;
  /** The icon (an `@mui/icons-material` icon, as in an IconButton). */
  children: ReactNode;
}

/**
 * MUI's `<IconButton size=…>` (default colour) as ButtonBase with IconButton's rules made once per theme
 * (`iconButtonLook`): the same element, centred click ripple, keyboard focus ring and ripple, hover and disabled
 * looks, without IconButton's component and its `loading` spinner (CircularProgress). RoundIconButton draws the
 * many alike on a page (the cards' hearts) as a plain button without ripples; this is for the few that keep them.
 */
export const LeanIconButton = forwardRef<HTMLButtonElement, LeanIconButtonProps>(function LeanIconButton(
  { size = 'medium', look, children, ...button },
  ref,
) {
  const styles = useIconButtonStyles();
  return (
    <ButtonBase centerRipple focusRipple ref={ref} {...button} css={look ? [styles[size], look] : styles[size]}>
      {children}
    </ButtonBase>
  );
});
