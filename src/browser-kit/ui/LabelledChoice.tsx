/** @jsxImportSource @emotion/react */
import { type CSSObject, css } from '@emotion/react';
import { alpha, type Theme } from '@mui/material/styles';
import type { ChangeEvent, ReactNode } from 'react';
import { buttonBaseLook, controlFocusRing, iconLook, sxRule, themeStyles, typographyLook } from './theme-styles';

/** MUI's own icons (its internal CheckBox, CheckBoxOutlineBlank, RadioButtonUnchecked and RadioButtonChecked). */
const CHECKBOX_ON =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
const CHECKBOX_OFF = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';
const RADIO_RING =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z';
const RADIO_DOT =
  'M8.465 8.465C9.37 7.56 10.62 7 12 7C14.76 7 17 9.24 17 12C17 13.38 16.44 14.63 15.535 15.535C14.63 16.44 13.38 17 12 17C9.24 17 7 14.76 7 12C7 10.62 7.56 9.37 8.465 8.465Z';

/** The round control around the icon, as MUI's ButtonBase, SwitchBase and Checkbox/Radio draw it (`size="small"`). */
const controlLook = (theme: Theme, checked: boolean): CSSObject => ({
  ...buttonBaseLook,
  padding: 9,
  borderRadius: '50%',
  color: checked ? theme.palette.primary.main : theme.palette.text.secondary,
  // MUI marks the control focus-visible from its input's keyboard focus; the selector does it here.
  '&:has(> input:focus-visible)': controlFocusRing(theme),
  // A browser without :has (before Chrome 105, Safari 15.4, Firefox 121) rings the icon instead.
  '@supports not selector(:has(*))': { '& > input:focus-visible + *': controlFocusRing(theme) },
  '&:hover': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity),
    '@media (hover: none)': { backgroundColor: 'transparent' },
  },
});

/** A radio's dot, as MUI's RadioButtonIcon draws it: grown in when chosen, shrunk out when not. */
const dotLook = (theme: Theme, checked: boolean): CSSObject => ({
  ...iconLook(theme, 20),
  left: 0,
  position: 'absolute',
  transform: checked ? 'scale(1)' : 'scale(0)',
  transition: theme.transitions.create('transform', {
    easing: checked ? theme.transitions.easing.easeOut : theme.transitions.easing.easeIn,
    duration: theme.transitions.duration.shortest,
  }),
});

/**
 * Every look a choice takes, made once per theme (decision 0086): a list page has ~55 filter choices, and
 * MUI's FormControlLabel, Checkbox (ButtonBase, SwitchBase, input, SvgIcon) and Typography resolved five or
 * six styled elements for each on every render.
 */
const useChoiceStyles = themeStyles((theme) => ({
  row: css({
    display: 'inline-flex',
    alignItems: 'center',
    cursor: 'pointer',
    verticalAlign: 'middle',
    WebkitTapHighlightColor: 'transparent',
    marginLeft: -11,
    marginRight: 16,
  }),
  control: { off: css(controlLook(theme, false)), on: css(controlLook(theme, true)) },
  input: css({
    cursor: 'inherit',
    position: 'absolute',
    opacity: 0,
    width: '100%',
    height: '100%',
    top: 0,
    left: 0,
    margin: 0,
    padding: 0,
    zIndex: 1,
  }),
  icon: css(iconLook(theme, 20)),
  radioIcons: css({ position: 'relative', display: 'flex' }),
  ring: css({ ...iconLook(theme, 20), transform: 'scale(1)' }),
  dot: { off: css(dotLook(theme, false)), on: css(dotLook(theme, true)) },
  text: sxRule(theme, { fontSize: 14 }, typographyLook(theme, 'body1')),
  // `<Typography variant="body2">` as the label (sign-in's "Remember me").
  body2Text: css(typographyLook(theme, 'body2')),
  // MUI's FormGroup; a long one scrolls within its own 360 px.
  column: sxRule(theme, { display: 'flex', flexDirection: 'column', flexWrap: 'wrap' }),
  scrolling: sxRule(theme, { display: 'flex', flexDirection: 'column', maxHeight: 360, overflowY: 'auto' }),
}));

const look = (checked: boolean) => (checked ? 'on' : 'off');

interface LabelledChoiceProps {
  type: 'checkbox' | 'radio';
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  label: ReactNode;
  /** A radio's group, so the arrow keys move within it. */
  name?: string;
  value?: string;
  /** The label's type: body1 at 14 px (MUI's FormControlLabel of a filter), or the theme's body2. */
  text?: 'body2';
}

/**
 * A small checkbox or radio with its label, drawn as MUI's `<FormControlLabel control={<Checkbox size="small" />}>`
 * (and Radio) draw it, from rules made once per theme: the same box, icons, colours, hover and keyboard
 * focus ring, without the click ripple. For the many alike choices of a page (the list's filters).
 */
export function LabelledChoice({ type, checked, onChange, label, name, value, text }: LabelledChoiceProps) {
  const styles = useChoiceStyles();
  return (
    <label css={styles.row}>
      <span css={styles.control[look(checked)]}>
        <input type={type} css={styles.input} checked={checked} onChange={onChange} name={name} value={value} />
        {type === 'checkbox' ? (
          <svg css={styles.icon} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
            <path d={checked ? CHECKBOX_ON : CHECKBOX_OFF} />
          </svg>
        ) : (
          <span css={styles.radioIcons}>
            <svg css={styles.ring} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
              <path d={RADIO_RING} />
            </svg>
            <svg css={styles.dot[look(checked)]} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
              <path d={RADIO_DOT} />
            </svg>
          </span>
        )}
      </span>
      <span css={text === 'body2' ? styles.body2Text : styles.text}>{label}</span>
    </label>
  );
}

interface ChoiceColumnProps {
  children: ReactNode;
  /** Past 360 px the column scrolls (a long list of brands or sizes). */
  scroll?: boolean;
  /** `radiogroup` for radios, named by `aria-label`. */
  role?: 'radiogroup';
  'aria-label'?: string;
}

/** Choices one under another, as MUI's FormGroup (and RadioGroup) lay them out. */
export function ChoiceColumn({ children, scroll = false, ...group }: ChoiceColumnProps) {
  const styles = useChoiceStyles();
  return (
    <div css={scroll ? styles.scrolling : styles.column} {...group}>
      {children}
    </div>
  );
}
