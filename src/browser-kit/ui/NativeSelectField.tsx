import { forwardRef } from 'react';
import { NativeSelect, type NativeSelectProps, TextField, type TextFieldProps } from '@mui/material';

/**
 * TextField's `select` slot drawn by MUI's NativeSelect: the same NativeSelectInput a native Select draws,
 * without Select's menu, popover and modal. TextField hands its slot Select's props; the two NativeSelect
 * has no use for (`labelId`, `native`) are not passed on to the field's root.
 */
const NativeSelectSlot = forwardRef<HTMLDivElement, NativeSelectProps & { labelId?: string; native?: boolean }>(
  function NativeSelectSlot({ labelId: _labelId, native: _native, ...props }, ref) {
    return <NativeSelect ref={ref} {...props} />;
  },
);
// Read by FormControl from its children: a Select with a value makes the field filled from the first render, so
// the server's HTML already draws the label on the outline's notch (without it, the label sat inside the field
// until hydration, then moved).
(NativeSelectSlot as unknown as { muiName: string }).muiName = 'Select';

/**
 * A select TextField that is always the platform's own select (the phone's picker; `<option>` children),
 * as SelectField with `native` but without MUI's Select: an address's country and governorate, on routes that
 * download no menu. Where a screen has no other text field (the list's sort, the product page's quantity),
 * LeanSelectField draws the same look without TextField's stack.
 */
export function NativeSelectField({ slots, ...props }: Omit<TextFieldProps, 'select'>) {
  // eslint-disable-next-line no-restricted-syntax -- the native select TextField, with its slot
  return <TextField {...props} select slots={{ ...slots, select: NativeSelectSlot }} />;
}

/**
 * The first option of a native select whose value may be empty (nothing chosen yet, or a value the list does
 * not know): shown as an empty field, not offered in the list. Without it the page as the server sends it
 * shows the first choice as chosen until the app runs.
 */
export function NoChoice() {
  return <option value="" disabled hidden />;
}
