import { validateYupSchema, yupToFormErrors } from 'formik';
import { type AnyObjectSchema, ValidationError } from 'yup';
import en from '../i18n/messages/en.json';
import { toFieldErrors } from './field-errors';

const ENGLISH: Readonly<Record<string, string>> = en;

/** The rules give catalog ids; a test reads them as the English page (and the server) say them. */
function inEnglish(errors: unknown): unknown {
  if (typeof errors === 'string') return Object.hasOwn(ENGLISH, errors) ? ENGLISH[errors] : errors;
  if (Array.isArray(errors)) return errors.map(inEnglish);
  if (errors && typeof errors === 'object') {
    return Object.fromEntries(Object.entries(errors).map(([key, value]) => [key, inEnglish(value)]));
  }
  return errors;
}

/** What the server answers for a body: every field, its first message. */
export function serverErrors(schema: AnyObjectSchema, body: object): Record<string, string> {
  try {
    schema.validateSync(body, { abortEarly: false });
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return inEnglish(toFieldErrors(error)) as Record<string, string>;
    throw error;
  }
}

/** What a Formik form shows for the same values ('' becomes undefined there), on an English page. */
export async function formErrors(schema: AnyObjectSchema, values: object): Promise<unknown> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    if (error instanceof ValidationError) return inEnglish(yupToFormErrors(error));
    throw error;
  }
}
