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
  disabled?: boolean;
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
 * The label, outline and helper text of MUI's small outlined TextField around a plain control, with the same
 * elements and ids TextField draws (lean-field-look.ts).
 */
export function LeanFieldFrame({
  controlId,
  label,
  shrunk,
  disabled,
  fullWidth,
  helperText,
  look,
  children,
}: LeanFieldFrameProps) {
  const styles = useLeanFieldLook();
  return (
    <div css={[styles.root, fullWidth && styles.fullWidth, disabled && styles.disabled, look]}>
      <label css={[styles.label, !shrunk && styles.floatingLabel]} htmlFor={controlId} id={`${controlId}-label`}>
        {label}
      </label>
      <div css={styles.inputRoot}>
        {children}
        <fieldset aria-hidden="true" css={styles.outline}>
          <legend css={[styles.notch, !shrunk && styles.closedNotch]}>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p css={styles.helper} id={helperIdOf(controlId, helperText)}>
          {helperText}
        </p>
      )}
    </div>
  );
}
