/** @jsxImportSource @emotion/react */
import type { SerializedStyles } from '@emotion/react';
import { type ChangeEvent, useId, useState } from 'react';
import { LeanFieldFrame } from './LeanFieldFrame';
import { useLeanFieldLook } from './lean-field-look';

export interface LeanSearchFieldProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  fullWidth?: boolean;
  /** A rule over the field's root (a margin), as `sx` is over TextField's. */
  look?: SerializedStyles;
}

/**
 * `<TextField size="small" type="search">` drawn by plain elements in MUI's look (lean-field-look.ts): the label
 * inside the empty field, on the outline's notch while focused or filled. For a screen with no other text field
 * (the list's brand finder), whose route then downloads none of TextField's stack (decision 0141).
 */
export function LeanSearchField({ label, value, onChange, fullWidth, look }: LeanSearchFieldProps) {
  const styles = useLeanFieldLook();
  const id = useId();
  const [focused, setFocused] = useState(false);
  return (
    <LeanFieldFrame controlId={id} label={label} shrunk={focused || value !== ''} fullWidth={fullWidth} look={look}>
      <input
        css={styles.input}
        id={id}
        type="search"
        value={value}
        onChange={onChange}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
    </LeanFieldFrame>
  );
}
