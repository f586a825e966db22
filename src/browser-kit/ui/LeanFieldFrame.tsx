/** @jsxImportSource @emotion/react */
import type { SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { useLeanFieldLook } from './lean-field-look';

export interface LeanFieldFrameProps {
  /** The control's id: the label's `for`; the helper text's id is made from it. */
  controlId: string;
  label: string;
  /** The label on the outline's notch (else inside the empty field, the notch closed). */
  shrunk: boolean;
  /**
   * The field's focus, for a field with more than its control inside the outline (a password's show/hide button);
   * without it, the field looks focused while anything inside it is (`:focus-within`).
   */
  focused?: boolean;
  size?: 'small' | 'medium';
  disabled?: boolean;
  error?: boolean;
  /** Marks the label with MUI's asterisk (the control carries `required` itself). */
  required?: boolean;
  /** Something drawn after the control inside the outline (InputAdornment's room, e.g. a show/hide button). */
  adornedEnd?: boolean;
  fullWidth?: boolean;
  helperText?: ReactNode;
  /** A rule over the field's root (its width, a margin, a background), as `sx` is over TextField's. */
  look?: SerializedStyles;
  /** The control (and what is drawn beside it, e.g. a select's arrow), inside the outline. */
  children: ReactNode;
}

/** The id of a field's helper text, for its control's `aria-describedby` (undefined without one). */
export const helperIdOf = (controlId: string, helperText: ReactNode) =>
  helperText ? `${controlId}-helper-text` : undefined;

/**
 * The label, outline and helper text of MUI's outlined TextField around a plain control, with the same elements
 * and ids TextField draws (lean-field-look.ts).
 */
export function LeanFieldFrame({
  controlId,
  label,
  shrunk,
  focused,
  size = 'small',
  disabled,
  error,
  required,
  adornedEnd,
  fullWidth,
  helperText,
  look,
  children,
}: LeanFieldFrameProps) {
  const styles = useLeanFieldLook();
  const medium = size === 'medium';
  // What the notch leaves room for: the label as drawn, asterisk and all.
  const notched = required ? `${label}\u2009*` : label;
  return (
    <div
      css={[
        styles.root,
        focused === undefined ? styles.focusWithin : focused && styles.focused,
        styles.autofilled,
        error && styles.error,
        fullWidth && styles.fullWidth,
        disabled && styles.disabled,
        look,
      ]}
    >
      <label
        css={[styles.label, !shrunk && styles.floatingLabel, !shrunk && medium && styles.medium.floatingLabel]}
        data-shrink={shrunk}
        htmlFor={controlId}
        id={`${controlId}-label`}
      >
        {label}
        {required && <span aria-hidden="true">{'\u2009*'}</span>}
      </label>
      <div css={[styles.inputRoot, adornedEnd && styles.adornedEndRoot]}>
        {children}
        <fieldset aria-hidden="true" css={styles.outline}>
          <legend css={[styles.notch, !shrunk && styles.closedNotch]}>
            <span>{notched}</span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p css={[styles.helper, medium && styles.medium.helper]} id={helperIdOf(controlId, helperText)}>
          {helperText}
        </p>
      )}
    </div>
  );
}
