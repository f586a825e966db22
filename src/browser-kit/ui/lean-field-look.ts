import { type CSSObject, css } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { iconLook, themeStyles } from './theme-styles';

/** MUI's outline colour of a resting outlined field (OutlinedInput's, light mode). */
const RESTING_OUTLINE = 'rgba(0, 0, 0, 0.23)';

/** What MUI's InputLabel and InputBase write their text in. */
function fieldFont(theme: Theme): CSSObject {
  return { ...(theme.typography.body1 as CSSObject), lineHeight: '1.4375em' };
}

/** The palette colour the theme gives a focused field (src/app/theme.ts: TextField's default `color`). */
function focusColour(theme: Theme): string {
  const name = theme.components?.MuiTextField?.defaultProps?.color ?? 'primary';
  return theme.palette[name].main;
}

/** A rule for an input's placeholder, by the selectors MUI's InputBase uses. */
function placeholderRule(rule: CSSObject): CSSObject {
  return { '&::-webkit-input-placeholder': rule, '&::-moz-placeholder': rule };
}

/** InputBase's own rules for the control inside the outline (a `select` or an `input`). */
function controlLook(theme: Theme): CSSObject {
  return {
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'currentColor',
    border: 0,
    boxSizing: 'content-box',
    background: 'none',
    height: '1.4375em',
    margin: 0,
    WebkitTapHighlightColor: 'transparent',
    display: 'block',
    minWidth: 0,
    width: '100%',
    padding: '8.5px 14px',
    '&:focus': { outline: 0 },
    '&:invalid': { boxShadow: 'none' },
    '&:disabled': { opacity: 1, WebkitTextFillColor: theme.palette.text.disabled },
  };
}

/**
 * What MUI's small outlined TextField draws (FormControl, InputLabel, OutlinedInput with its NotchedOutline,
 * FormHelperText), rule for rule in MUI's values, for fields drawn with plain elements (LeanSelectField,
 * LeanSearchField; docs/decisions/0141-lean-native-selects.md). MUI marks a focused field from script
 * (`.Mui-focused`); these use `:focus-within`. `shrunk` is the label on the outline's notch, `floating` the label
 * inside an empty field, with the notch closed.
 */
export const useLeanFieldLook = themeStyles((theme) => {
  const { palette, transitions } = theme;
  const focus = focusColour(theme);
  const easeOut = transitions.easing.easeOut;
  return {
    root: css({
      display: 'inline-flex',
      flexDirection: 'column',
      position: 'relative',
      minWidth: 0,
      padding: 0,
      margin: 0,
      border: 0,
      verticalAlign: 'top',
    }),
    /**
     * The focused look (label and outline in the focus colour), from the control's focus (`:focus-within`: a select)
     * or, for a field with a button beside its control, from the field's own state: the button's focus is not the
     * field's, as in MUI.
     */
    focusWithin: css({
      '&:focus-within > label': { color: focus },
      '& > div:focus-within > fieldset': { borderWidth: 2, borderColor: focus },
    }),
    focused: css({
      '& > label': { color: focus },
      '& > div > fieldset, & > div:hover > fieldset': { borderWidth: 2, borderColor: focus },
    }),
    fullWidth: css({ width: '100%', '& > div': { width: '100%' } }),
    label: css({
      ...fieldFont(theme),
      color: palette.text.secondary,
      padding: 0,
      display: 'block',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      position: 'absolute',
      left: 0,
      top: 0,
      transformOrigin: 'top left',
      zIndex: 1,
      userSelect: 'none',
      pointerEvents: 'auto',
      maxWidth: 'calc(133% - 32px)',
      transform: 'translate(14px, -9px) scale(0.75)',
      transition: transitions.create(['color', 'transform', 'max-width'], {
        duration: transitions.duration.shorter,
        easing: easeOut,
      }),
    }),
    floatingLabel: css({
      userSelect: 'auto',
      pointerEvents: 'none',
      maxWidth: 'calc(100% - 24px)',
      transform: 'translate(14px, 9px) scale(1)',
    }),
    inputRoot: css({
      ...fieldFont(theme),
      color: palette.text.primary,
      boxSizing: 'border-box',
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      position: 'relative',
      borderRadius: theme.shape.borderRadius,
      '&:hover > fieldset': { borderColor: palette.text.primary },
      '@media (hover: none)': { '&:hover > fieldset': { borderColor: RESTING_OUTLINE } },
    }),
    select: css({
      ...controlLook(theme),
      appearance: 'none',
      userSelect: 'none',
      cursor: 'pointer',
      borderRadius: theme.shape.borderRadius,
      paddingRight: 32,
      '&:not([multiple]) option, &:not([multiple]) optgroup': { backgroundColor: palette.background.paper },
    }),
    input: css({
      ...controlLook(theme),
      MozAppearance: 'textfield',
      '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
      // InputBase's own selectors, so the lean field writes the rules MUI's fields write.
      ...placeholderRule({
        color: 'currentColor',
        opacity: 0.42,
        transition: transitions.create('opacity', { duration: transitions.duration.shorter }),
      }),
    }),
    /** An empty, unfocused field shows its label where the text goes, and no placeholder over it. */
    placeholderHidden: css(placeholderRule({ opacity: '0 !important' })),
    /** OutlinedInput's with an end adornment: the control gives its end padding to the adornment's side. */
    adornedEndRoot: css({ paddingRight: 14 }),
    adornedEndInput: css({ paddingRight: 0 }),
    /** InputAdornment's (position end): the show/hide button beside a password. */
    adornment: css({
      display: 'flex',
      maxHeight: '2em',
      alignItems: 'center',
      whiteSpace: 'nowrap',
      color: palette.action.active,
      marginLeft: 8,
    }),
    icon: css({
      ...iconLook(theme, 24),
      position: 'absolute',
      top: 'calc(50% - 0.5em)',
      right: 7,
      pointerEvents: 'none',
      color: palette.action.active,
    }),
    outline: css({
      textAlign: 'left',
      position: 'absolute',
      inset: '-5px 0 0',
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      overflow: 'hidden',
      minWidth: '0%',
      borderColor: RESTING_OUTLINE,
    }),
    notch: css({
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: '100%',
      transition: transitions.create('max-width', { duration: 100, easing: easeOut, delay: 50 }),
      whiteSpace: 'nowrap',
      '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
    }),
    closedNotch: css({
      maxWidth: 0.01,
      transition: transitions.create('max-width', { duration: 50, easing: easeOut }),
    }),
    helper: css({
      ...(theme.typography.caption as CSSObject),
      color: palette.text.secondary,
      textAlign: 'left',
      margin: '4px 14px 0',
    }),
    /** `size="medium"`: the taller control, its label lower while inside the field, its helper text 1 px closer. */
    medium: {
      floatingLabel: css({ transform: 'translate(14px, 16px) scale(1)' }),
      input: css({ padding: '16.5px 14px' }),
      helper: css({ marginTop: 3 }),
    },
    /**
     * A field the browser or a password manager filled: its label on the notch, as MUI's InputBase makes it from the
     * autofill's animation. The rule reaches the label from its field (`:has`), so no script need listen.
     */
    autofilled: css({
      '&:has(input:-webkit-autofill) > label': {
        userSelect: 'none',
        pointerEvents: 'auto',
        maxWidth: 'calc(133% - 32px)',
        transform: 'translate(14px, -9px) scale(0.75)',
      },
      '&:has(input:-webkit-autofill) legend': { maxWidth: '100%' },
    }),
    /** `error`: the label, outline and helper text in the palette's error colour, focused or hovered too. */
    error: css({
      '& > label, &:focus-within > label': { color: palette.error.main },
      '& > div > fieldset, & > div:hover > fieldset, & > div:focus-within > fieldset': {
        borderColor: palette.error.main,
      },
      '& > p': { color: palette.error.main },
    }),
    disabled: css({
      '& > label, & > p': { color: palette.text.disabled },
      '& > div': { color: palette.text.disabled, cursor: 'default' },
      '& > div > fieldset, & > div:hover > fieldset': { borderColor: palette.action.disabled },
      '& select': { cursor: 'default' },
      '& svg': { color: palette.action.disabled },
    }),
  };
});
