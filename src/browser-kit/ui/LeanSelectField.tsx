/** @jsxImportSource @emotion/react */
import type { SerializedStyles } from '@emotion/react';
import { type ChangeEvent, type ReactNode, type Ref, useId } from 'react';
import { helperIdOf, LeanFieldFrame } from './LeanFieldFrame';
import { useLeanFieldLook } from './lean-field-look';

export interface LeanSelectFieldProps {
  /** The select's id (the label's `for`); made with useId when absent. */
  id?: string;
  /** Its name: what finds it again when the app draws a screen anew over a choice made before it ran (early-input.ts). */
  name?: string;
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
 * FormHelperText: 8.4 KiB gzip; docs/decisions/0141-lean-native-selects.md). The same elements and ids as
 * TextField's: the label names the select, the helper text describes it.
 */
export function LeanSelectField({
  id,
  name,
  label,
  value,
  onChange,
  disabled,
  helperText,
  selectRef,
  look,
  children,
}: LeanSelectFieldProps) {
  const styles = useLeanFieldLook();
  const madeId = useId();
  const selectId = id ?? madeId;
  return (
    <LeanFieldFrame controlId={selectId} label={label} shrunk disabled={disabled} helperText={helperText} look={look}>
      <select
        css={styles.select}
        id={selectId}
        name={name}
        ref={selectRef}
        value={value}
        onChange={onChange}
        disabled={disabled}
        aria-describedby={helperIdOf(selectId, helperText)}
      >
        {children}
      </select>
      <svg css={styles.icon} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d="M7 10l5 5 5-5z" />
      </svg>
    </LeanFieldFrame>
  );
}
