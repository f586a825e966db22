import { Select, TextField, type TextFieldProps } from '@mui/material';

/**
 * A TextField that is a select (MUI's `select` TextField, native or with its menu), with MUI's Select
 * passed as its `select` slot. In the browser bundle TextField's own default Select is a stand-in
 * (select-slot-required.ts, webpack.config.ts), so a form of plain text fields (the sign-in family)
 * downloads no Select, menu, popover or modal. ESLint holds every select TextField of the shop to this one
 * and to NativeSelectField (a module of its own, so that its routes download no Select).
 */
export function SelectField({ slots, ...props }: Omit<TextFieldProps, 'select'>) {
  // eslint-disable-next-line no-restricted-syntax -- the one select TextField, with its Select as its slot
  return <TextField {...props} select slots={{ ...slots, select: Select }} />;
}
