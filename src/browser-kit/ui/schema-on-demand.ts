import { type FormikErrors, type FormikValues, validateYupSchema, yupToFormErrors } from 'formik';
import type { ISchema, ValidationError } from 'yup';

const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof Error && error.name === 'ValidationError';

/**
 * Formik's `validate` for a yup schema fetched by the form's first check (a blur or a submit), not with its
 * screen: yup and the rules are about 15 KiB gzip (yup 11.7, sign-in's rules 3.3) that a shopper who only
 * looks at the page never needs (docs/decisions/0140-schemas-on-first-check.md). It checks as
 * `validationSchema` did, through Formik's own `validateYupSchema` ('' read as absent, every field's first
 * failure). When the schema cannot be fetched (the network dropped), the form reports no errors and submits:
 * the server runs the same rules and its refusal shows as any refusal does. The next check fetches again.
 */
export function schemaOnDemand<Values extends FormikValues>(
  fetchSchema: () => Promise<ISchema<unknown>>,
): (values: Values) => Promise<FormikErrors<Values>> {
  let fetching: Promise<ISchema<unknown> | undefined> | undefined;
  return async (values) => {
    fetching ??= fetchSchema().catch(() => {
      fetching = undefined;
      return undefined;
    });
    const schema = await fetching;
    if (!schema) return {};
    try {
      await validateYupSchema(values, schema);
      return {};
    } catch (error) {
      if (isValidationError(error)) return yupToFormErrors<Values>(error);
      throw error;
    }
  };
}
