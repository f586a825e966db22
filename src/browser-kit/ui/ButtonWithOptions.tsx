/** @jsxImportSource @emotion/react */
import { css, type SerializedStyles } from '@emotion/react';
import { ButtonBase } from '@mui/material';
import { type AriaAttributes, forwardRef, type ReactNode } from 'react';
import { buttonOptionsLook, type ButtonOptions, buttonStartIconLook } from './button-options';
import { buttonLook, keyed, themeStyles } from './theme-styles';

type Variant = 'contained' | 'outlined' | 'text';

const useOptionStyles = themeStyles((theme) => ({
  look: keyed((key: string) => {
    const [variant, color, size, width, icon] = key.split(' ') as [
      Variant,
      NonNullable<ButtonOptions['color']>,
      NonNullable<ButtonOptions['size']>,
      string,
      string,
    ];
    const options = { color, size, fullWidth: width === 'full', startIcon: icon === 'icon' };
    return css(
      buttonLook(theme, variant === 'outlined' ? 'outlined' : 'contained'),
      buttonOptionsLook(theme, variant, options),
    );
  }),
  startIcon: {
    small: css(buttonStartIconLook('small')),
    medium: css(buttonStartIconLook('medium')),
    large: css(buttonStartIconLook('large')),
  },
}));

type ButtonWithOptionsProps = {
  variant: Variant;
  startIcon?: ReactNode;
  disabled?: boolean;
  /** A rule over the button's look (`sxRule(theme, {…})` made once per theme), as `sx` is over Button's. */
  look?: SerializedStyles;
  children: ReactNode;
} & ({ onClick: () => void } | { type: 'submit' }) &
  Omit<ButtonOptions, 'startIcon'> &
  AriaAttributes;

/**
 * MUI's `<Button variant color size fullWidth startIcon onClick>` (or `type="submit"`, a form's) as ButtonBase with
 * Button's rules for those options made once per theme and options (`buttonLook`, then `buttonOptionsLook`): the same
 * element, ripples, keyboard focus ring, hover and disabled looks, for the screens' own buttons (the cards' Add to
 * Cart, the list's filters, checkout's Place order) without Button's component (decisions 0143 and 0147). LeanButton
 * draws the shell's and home's, with none of these options.
 */
export const ButtonWithOptions = forwardRef<HTMLButtonElement, ButtonWithOptionsProps>(function ButtonWithOptions(
  { variant, color = 'primary', size = 'medium', fullWidth = false, startIcon, look, children, ...button },
  ref,
) {
  const styles = useOptionStyles();
  const own = styles.look(`${variant} ${color} ${size} ${fullWidth ? 'full' : '-'} ${startIcon ? 'icon' : '-'}`);
  return (
    <ButtonBase focusRipple ref={ref} {...button} css={look ? [own, look] : own}>
      {startIcon && <span css={styles.startIcon[size]}>{startIcon}</span>}
      {children}
    </ButtonBase>
  );
});
