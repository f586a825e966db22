/**
 * One flat shape for validation failures, used by the server's 400 answers
 * ({message, errors}) and by forms showing those answers next to fields.
 */
import type { ValidationError } from 'yup';

/** Key for a failure that belongs to no field (e.g. the body is not an object). */
export const ROOT_ERROR_KEY = 'request';

/**
 * Path → message, e.g. {'address.zipCode': 'ZIP code is required'}. Only the
 * first message per field is kept, matching what Formik shows, because the
 * schemas order their rules so the first one is the most useful.
 */
export function toFieldErrors(error: ValidationError): Record<string, string> {
  // With abortEarly (yup's default) there is no `inner`: the error itself is the only failure.
  const failures = error.inner.length > 0 ? error.inner : [error];
  const errors: Record<string, string> = {};
  for (const failure of failures) {
    const key = failure.path || ROOT_ERROR_KEY;
    errors[key] ??= failure.message;
  }
  return errors;
}
