/** @jsxImportSource @emotion/react */
import { type CSSObject, css, type SerializedStyles } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { type ChangeEvent, type ReactNode, type Ref, useId } from 'react';
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

/**
 * What `<TextField select size="small">` with a native select draws (NativeSelectField), rule for rule in MUI's
 * values: the label on the outline's notch, the outline, the arrow, the helper text; focused (`:focus-within`,
 * where MUI marks `.Mui-focused` from script), hovered, disabled.
 */
const useSelectStyles = themeStyles((theme) => {
  const { palette, transitions } = theme;
  const focus = focusColour(theme);
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
      '&:focus-within > label': { color: focus },
    }),
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
        easing: transitions.easing.easeOut,
      }),
    }),
    inputRoot: css({
      ...fieldFont(theme),
      color: palette.text.primary,
      boxSizing: 'border-box',
      display: 'inline-flex',
      alignItems: 'center',
      position: 'relative',
      borderRadius: theme.shape.borderRadius,
      '&:hover > fieldset': { borderColor: palette.text.primary },
      '@media (hover: none)': { '&:hover > fieldset': { borderColor: RESTING_OUTLINE } },
      '&:focus-within > fieldset': { borderWidth: 2, borderColor: focus },
    }),
    select: css({
      appearance: 'none',
      userSelect: 'none',
      cursor: 'pointer',
      borderRadius: theme.shape.borderRadius,
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
      padding: '8.5px 32px 8.5px 14px',
      '&:focus': { outline: 0 },
      '&:invalid': { boxShadow: 'none' },
      '&:not([multiple]) option, &:not([multiple]) optgroup': { backgroundColor: palette.background.paper },
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
      whiteSpace: 'nowrap',
      '& > span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
    }),
    helper: css({
      ...(theme.typography.caption as CSSObject),
      color: palette.text.secondary,
      textAlign: 'left',
      margin: '4px 14px 0',
    }),
    disabled: css({
      '& > label, & > p': { color: palette.text.disabled },
      '& > div': { color: palette.text.disabled },
      '& > div > fieldset, & > div:hover > fieldset': { borderColor: palette.action.disabled },
      '& select': { cursor: 'default', opacity: 1, WebkitTextFillColor: palette.text.disabled },
      '& svg': { color: palette.action.disabled },
    }),
  };
});

export interface LeanSelectFieldProps {
  /** The select's id (the label's `for`); made with useId when absent. */
  id?: string;
  label: string;
  value: string | number;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  disabled?: boolean;
  helperText?: ReactNode;
  /** The select element itself (e.g. to read what was chosen before the app ran). */
  selectRef?: Ref<HTMLSelectElement>;
  /** A rule over the field's root (its width, a background), as `sx` is over TextField's. */
  look?: SerializedStyles;
  /** The `<option>`s. */
  children: ReactNode;
}

/**
 * The platform's own select in the look of NativeSelectField (MUI's small outlined TextField), drawn by plain
 * elements with rules made once per theme: the list's sort, the product page's quantity and the reviews' sort,
 * whose routes then download none of TextField's stack (InputBase, OutlinedInput, FormControl, InputLabel,
 * FormHelperText: 8.5 KiB gzip; docs/decisions/0141-lean-native-selects.md). The same elements and ids as
 * TextField's: the label names the select, the helper text describes it.
 */
export function LeanSelectField({
  id,
  label,
  value,
  onChange,
  disabled,
  helperText,
  selectRef,
  look,
  children,
}: LeanSelectFieldProps) {
  const styles = useSelectStyles();
  const madeId = useId();
  const selectId = id ?? madeId;
  const helperId = helperText ? `${selectId}-helper-text` : undefined;
  return (
    <div css={[styles.root, disabled && styles.disabled, look]}>
      <label css={styles.label} htmlFor={selectId} id={`${selectId}-label`}>
        {label}
      </label>
      <div css={styles.inputRoot}>
        <select
          css={styles.select}
          id={selectId}
          ref={selectRef}
          value={value}
          onChange={onChange}
          disabled={disabled}
          aria-describedby={helperId}
        >
          {children}
        </select>
        <svg css={styles.icon} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d="M7 10l5 5 5-5z" />
        </svg>
        <fieldset aria-hidden="true" css={styles.outline}>
          <legend css={styles.notch}>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p css={styles.helper} id={helperId}>
          {helperText}
        </p>
      )}
    </div>
  );
}
