/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { alpha } from '@mui/material/styles';
import { buttonBaseLook, controlFocusRing, iconLook, themeStyles } from './theme-styles';

/**
 * MUI's IconButton (medium) and its 24 px icon, made once per theme (decision 0086): the same box, colour,
 * hover, keyboard focus ring and disabled look, without the click ripple. `tones` colour the icon by name.
 */
const useRoundIconStyles = themeStyles((theme) => ({
  button: css({
    ...buttonBaseLook,
    textAlign: 'center',
    flex: '0 0 auto',
    fontSize: theme.typography.pxToRem(24),
    padding: 8,
    borderRadius: '50%',
    color: theme.palette.action.active,
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:focus-visible': controlFocusRing(theme),
    '&:hover': {
      backgroundColor: alpha(theme.palette.action.active, theme.palette.action.hoverOpacity),
      '@media (hover: none)': { backgroundColor: 'transparent' },
    },
    '&:disabled': {
      pointerEvents: 'none',
      cursor: 'default',
      backgroundColor: 'transparent',
      color: theme.palette.action.disabled,
    },
  }),
  /** IconButton's `edge="end"`: drawn out into the padding of what holds it, so the icon lines up with its edge. */
  edgeEnd: css({ marginRight: -12 }),
  icon: css(iconLook(theme, 24)),
  tones: {
    deal: css({ ...iconLook(theme, 24), color: theme.palette.shop.deal }),
  },
}));

interface RoundIconButtonProps {
  /** What the button does, for screen readers and voice control: the icon alone shows it. */
  label: string;
  /** The path of a 24 × 24 icon (MUI's icons' own). */
  icon: string;
  /** The icon's colour, when not the button's grey. */
  tone?: 'deal';
  pressed?: boolean;
  disabled?: boolean;
  edge?: 'end';
  /** Pressing it leaves the focus where it was (a password's show/hide button: the typing goes on). */
  keepsFocus?: boolean;
  onClick: () => void;
}

/** A round icon-only button, drawn as `<IconButton><SomeIcon /></IconButton>` is, for the many alike on a page (the cards' hearts). */
export function RoundIconButton({
  label,
  icon,
  tone,
  pressed,
  disabled,
  edge,
  keepsFocus,
  onClick,
}: RoundIconButtonProps) {
  const styles = useRoundIconStyles();
  return (
    <button
      type="button"
      css={[styles.button, edge === 'end' && styles.edgeEnd]}
      onMouseDown={keepsFocus ? (event) => event.preventDefault() : undefined}
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      <svg css={tone ? styles.tones[tone] : styles.icon} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d={icon} />
      </svg>
    </button>
  );
}
