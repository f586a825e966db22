import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { FormikProps } from 'formik';
import { useFieldBinder } from '../ui/form';
import { CODE_INPUT, onCodeChange } from './code-field';

/**
 * A required one-time-code field of a Formik form: it keeps digits only (Arabic-Indic ones as 0–9), six at
 * most, and tells the browser and the keyboard it is a one-time code (sign-in's second step, enrolling an
 * authenticator app, moving it to another).
 */
export function CodeField<Values>({
  formik,
  name,
  label,
  ...props
}: {
  formik: FormikProps<Values>;
  name: keyof Values & string;
  label: string;
} & Pick<TextFieldProps, 'autoFocus' | 'fullWidth' | 'size' | 'sx'>) {
  const field = useFieldBinder(formik);
  return (
    <TextField
      {...field(name)}
      onChange={onCodeChange((value) => formik.setFieldValue(name, value))}
      label={label}
      required
      {...props}
      slotProps={{ htmlInput: CODE_INPUT }}
    />
  );
}
