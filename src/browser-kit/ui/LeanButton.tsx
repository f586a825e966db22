/** @jsxImportSource @emotion/react */
import { css, type SerializedStyles } from '@emotion/react';
import { ButtonBase } from '@mui/material';
import type { ReactNode } from 'react';
import type { To } from 'react-router-dom';
import { RouterLink } from './RouterLink';
import { buttonLook, themeStyles } from './theme-styles';

const useButtonStyles = themeStyles((theme) => ({
  contained: css(buttonLook(theme, 'contained')),
  outlined: css(buttonLook(theme, 'outlined')),
}));

type LeanButtonProps = {
  variant: 'contained' | 'outlined';
  /** A rule over the button's look (e.g. `sxRule(theme, {…})` made once per theme), as `sx` is over Button's. */
  look?: SerializedStyles;
  children: ReactNode;
} & ({ to: To } | { href: string } | { onClick: () => void } | { type: 'submit'; disabled?: boolean });

/**
 * MUI's `<Button variant=…>` (primary, medium, the theme's flat pill) as ButtonBase with Button's look made once per
 * theme (`buttonLook`): the same element, ripples, keyboard focus ring, hover and disabled looks, for the buttons
 * on the page shell and home, whose first load then carries no Button component (docs/decisions/0132). A `to` is
 * a link to one of the shop's screens (RouterLink), an `href` a plain link, an `onClick` a `<button>`, `type="submit"`
 * a form's submit button (disabled: MUI's disabled look, from ButtonBase's `.Mui-disabled`).
 */
export function LeanButton({ variant, look, children, ...action }: LeanButtonProps) {
  const styles = useButtonStyles();
  const rule = look ? [styles[variant], look] : styles[variant];
  if ('to' in action)
    return (
      <ButtonBase focusRipple component={RouterLink} to={action.to} css={rule}>
        {children}
      </ButtonBase>
    );
  return (
    <ButtonBase focusRipple {...action} css={rule}>
      {children}
    </ButtonBase>
  );
}
