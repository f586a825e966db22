import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { toFieldErrors } from '../../core/validation/field-errors';
import { badRequest } from './errors';

/**
 * Runs one of the shared yup schemas as the authority on a request body and answers its cleaned
 * values. A failure is a 400 whose message is the first field's text (e.g. 'Passwords do not
 * match'), so a form can show it in a banner or toast without rewording, plus every field's text.
 */
export async function parseBody<S extends AnyObjectSchema>(schema: S, body: unknown): Promise<InferType<S>> {
  try {
    return (await schema.validate(body, { abortEarly: false, stripUnknown: true })) as InferType<S>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = toFieldErrors(error);
    throw badRequest(Object.values(errors)[0] ?? 'Invalid request', errors);
  }
}
