/** @jsxImportSource @emotion/react */
import type { SerializedStyles } from '@emotion/react';
import { type ChangeEvent, type FocusEvent, type HTMLAttributes, type ReactNode, useId, useState } from 'react';
import { helperIdOf, LeanFieldFrame } from './LeanFieldFrame';
import { useLeanFieldLook } from './lean-field-look';

export interface LeanTextFieldProps {
  /** The input's id (the label's `for`); made with useId when absent. */
  id?: string;
  name?: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  type?: 'text' | 'email' | 'password' | 'search' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** Drawn after the input inside the outline, as TextField's `endAdornment` (a password's show/hide button). */
  endAdornment?: ReactNode;
  /** A rule over the field's root (a margin), as `sx` is over TextField's. */
  look?: SerializedStyles;
}

/**
 * MUI's outlined `<TextField>` (small or medium) drawn by plain elements in MUI's look (lean-field-look.ts): the
 * label inside the empty field, on the outline's notch while focused, filled or autofilled; the error colour and
 * message; an end adornment. For the sign-in form and the password fields, whose screens then need none of
 * TextField's stack (InputBase, OutlinedInput, FormControl, InputLabel, FormHelperText, InputAdornment; decision
 * 0142). The same elements, ids and ARIA as TextField's.
 */
export function LeanTextField({
  id,
  label,
  value,
  onBlur,
  type = 'text',
  size = 'small',
  disabled,
  required,
  error = false,
  helperText,
  fullWidth,
  endAdornment,
  look,
  ...input
}: LeanTextFieldProps) {
  const styles = useLeanFieldLook();
  const madeId = useId();
  const inputId = id ?? madeId;
  const [focused, setFocused] = useState(false);
  const shrunk = focused || value !== '';
  return (
    <LeanFieldFrame
      controlId={inputId}
      label={label}
      shrunk={shrunk}
      focused={focused}
      size={size}
      disabled={disabled}
      error={error}
      required={required}
      adornedEnd={Boolean(endAdornment)}
      fullWidth={fullWidth}
      helperText={helperText}
      look={look}
    >
      <input
        {...input}
        css={[
          styles.input,
          size === 'medium' && styles.medium.input,
          Boolean(endAdornment) && styles.adornedEndInput,
          !shrunk && styles.placeholderHidden,
        ]}
        id={inputId}
        type={type}
        value={value}
        disabled={disabled}
        required={required}
        aria-invalid={error}
        aria-describedby={helperIdOf(inputId, helperText)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          setFocused(false);
          onBlur?.(event);
        }}
      />
      {endAdornment && <div css={styles.adornment}>{endAdornment}</div>}
    </LeanFieldFrame>
  );
}
