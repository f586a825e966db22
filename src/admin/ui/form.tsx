import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId } from 'react';
import {
  type FormikErrors,
  type FormikHelpers,
  type FormikProps,
  type FormikTouched,
  type FormikValues,
  getIn,
  useFormik,
} from 'formik';
import type { AnyObjectSchema } from 'yup';
import { type IntlShape, useIntl } from 'react-intl';
import { PASSWORD_MIN_LENGTH } from '../../universal/validation/patterns';
import { type Failure, failureOf } from '../api/failure';
import { formatAdmin, useT } from '../i18n/use-t';
import { useFailureText } from './failure-text';

/** The values a rule's text may name. */
const RULE_VALUES = { min: PASSWORD_MIN_LENGTH };

/** A field's error: the console's rules name catalog ids; the server's field errors are its own text. */
function errorText(intl: IntlShape, text: string, values?: Record<string, string | number>): string {
  return text in intl.messages ? formatAdmin(intl, text, { ...RULE_VALUES, ...values }) : text;
}

/** What a form keeps in Formik's status: the last failure that is not one field's. */
interface FormStatus {
  failure?: Failure;
}

/**
 * The props that bind an MUI TextField to a field of a `useFormik` form (its id unique on the page): the
 * error shows once the field was touched (blurred, or every field on submit), in the page's language. `name` is a top-level field, or a
 * path into a list's row (`rows.0.amount`); `values` fill what the error's text names (a row's currency).
 */
export function useFieldBinder<Values>(formik: FormikProps<Values>) {
  const intl = useIntl();
  // The form's own prefix: a page holding several forms with a field of one name (each region's fee, each
  // country's tax) gives each input its own id, so each label names its own field.
  const scope = useId();
  return (
    name: (keyof Values & string) | `${keyof Values & string}.${string}`,
    values?: Record<string, string | number>,
  ) => {
    const error = getIn(formik.errors, name) as string | undefined;
    const shown = getIn(formik.touched, name) ? error : undefined;
    return {
      id: `${scope}${name}`,
      name,
      value: (getIn(formik.values, name) as string | undefined) ?? '',
      onChange: formik.handleChange,
      onBlur: formik.handleBlur,
      error: Boolean(shown),
      helperText: shown ? errorText(intl, shown, values) : undefined,
    };
  };
}

/**
 * Shows a call's failure on its form: errors on this form's fields go on the fields (as the server
 * words them); any other failure goes in the form's status for <FormFailure>.
 */
export async function showFailure<Values>(
  error: unknown,
  helpers: FormikHelpers<Values>,
  fields: readonly (keyof Values & string)[],
): Promise<Failure> {
  const failure = failureOf(error);
  const onFields = Object.entries(failure.errors ?? {}).filter(([name]) =>
    (fields as readonly string[]).includes(name),
  );
  if (onFields.length) {
    // Touched without validating again: the rules would replace the server's words.
    await helpers.setTouched(
      Object.fromEntries(onFields.map(([name]) => [name, true])) as FormikTouched<Values>,
      false,
    );
    helpers.setErrors(Object.fromEntries(onFields) as FormikErrors<Values>);
  }
  if (!onFields.length || failure.code !== 'VALIDATION_FAILED') helpers.setStatus({ failure } satisfies FormStatus);
  return failure;
}

/** Runs a form's call: its answer, or undefined once its failure is shown on the form (showFailure). */
export async function submitCall<Values, Answer>(
  call: () => Promise<Answer>,
  helpers: FormikHelpers<Values>,
  fields: readonly (keyof Values & string)[],
): Promise<{ answer: Answer } | undefined> {
  helpers.setStatus({} satisfies FormStatus);
  try {
    return { answer: await call() };
  } catch (error) {
    await showFailure(error, helpers, fields);
    return undefined;
  }
}

/**
 * A form whose submit is one call: once the values are valid `send` makes it, its failure shows on
 * `fields` or above the form (submitCall), and once it went through `done` gets its answer.
 */
export function useCallForm<Values extends FormikValues, Answer>({
  initialValues,
  enableReinitialize,
  validationSchema,
  fields,
  send,
  done,
}: {
  initialValues: Values;
  /** The values follow `initialValues` when they change (a form about a thing the page shows). */
  enableReinitialize?: boolean;
  validationSchema: AnyObjectSchema;
  fields: readonly (keyof Values & string)[];
  send: (values: Values) => Promise<Answer>;
  done: (answer: Answer, helpers: FormikHelpers<Values>, values: Values) => void;
}) {
  return useFormik<Values>({
    initialValues,
    enableReinitialize,
    validationSchema,
    onSubmit: async (values, helpers) => {
      const result = await submitCall(() => send(values), helpers, fields);
      if (result) done(result.answer, helpers, values);
    },
  });
}

/** The form's failure that is no field's, said where the form is (and to screen readers at once). */
export function FormFailure({ formik }: { formik: { status?: unknown } }) {
  const failureText = useFailureText();
  const failure = (formik.status as FormStatus | undefined)?.failure;
  return failure ? (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {failureText(failure)}
    </Alert>
  ) : null;
}

/**
 * A required text of a few lines (a reason, a note), bound by useFieldBinder: its hint shows until an
 * error takes its place.
 */
export function WrittenField({
  bound,
  label,
  hint,
  maxLength,
}: {
  bound: ReturnType<ReturnType<typeof useFieldBinder>>;
  label: string;
  hint?: string;
  maxLength: number;
}) {
  return (
    <TextField
      {...bound}
      label={label}
      helperText={bound.helperText ?? hint}
      required
      multiline
      minRows={2}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}

/** An amount's field: typed left to right whatever the page's direction, with the phone's decimal keyboard. */
export const DECIMAL_INPUT = { htmlInput: { inputMode: 'decimal', dir: 'ltr' } } as const;
/** A whole number's field (days, an hour), left to right, with the phone's number keyboard. */
export const WHOLE_INPUT = { htmlInput: { inputMode: 'numeric', dir: 'ltr' } } as const;

/** What the form pieces below read of a `useFormik` form. */
type FormState = Pick<FormikProps<FormikValues>, 'handleSubmit' | 'isSubmitting' | 'dirty' | 'status'>;

/**
 * A form in a dialog (a thing's several fields at once): its title, its failure that is no field's, its
 * fields one under the other, and Cancel and the submit button. `actions` go before Cancel (a removal).
 */
export function FormDialog({
  formik,
  title,
  submitLabel,
  onClose,
  actions,
  children,
}: {
  formik: FormState;
  title: string;
  submitLabel: string;
  onClose: () => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={formik.handleSubmit} aria-label={title}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <FormFailure formik={formik} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {actions}
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * A form of a few fields in a row (under one another on a phone) and its submit button, which waits for a
 * change unless `always`: a thing's one setting (a tax rate, cash on delivery) or a short addition.
 */
export function InlineForm({
  formik,
  label,
  submitLabel,
  always,
  children,
}: {
  formik: FormState;
  label: string;
  submitLabel: string;
  always?: boolean;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label={label}>
      <FormFailure formik={formik} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { sm: 'flex-start' }, flexWrap: { sm: 'wrap' } }}
      >
        {children}
        <Button
          type="submit"
          variant="outlined"
          disabled={formik.isSubmitting || (!always && !formik.dirty)}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
