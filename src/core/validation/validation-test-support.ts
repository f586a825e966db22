import { validateYupSchema, yupToFormErrors } from 'formik';
import { type AnyObjectSchema, ValidationError } from 'yup';
import { toFieldErrors } from './field-errors';

/** What the server answers for a body: every field, its first message. */
export function serverErrors(schema: AnyObjectSchema, body: object): Record<string, string> {
  try {
    schema.validateSync(body, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return toFieldErrors(error);
    throw error;
  }
}

/** What a Formik form shows for the same values ('' becomes undefined there). */
export async function formErrors(schema: AnyObjectSchema, values: object): Promise<unknown> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return yupToFormErrors(error);
    throw error;
  }
}
