import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

/**
 * Which one thing the editor below a picker shows (a page, a mail, a language): a small select of one of
 * `children` (choicesOf's items).
 */
export function Picker<Value extends string>({
  label,
  value,
  onChange,
  minWidth,
  children,
}: {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as Value)}
      sx={{ minWidth }}
    >
      {children}
    </TextField>
  );
}
