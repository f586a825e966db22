import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import { badRequest } from './errors';
import { validationFailure } from './validation-failure';

/**
 * Runs one of the shared yup schemas as the authority on a request body and answers its cleaned
 * values. A failure is a 400 whose message is the first field's text (e.g. 'Passwords do not
 * match'), so a form can show it in a banner or toast without rewording, plus every field's text,
 * with their catalog ids.
 */
export async function parseBody<S extends AnyObjectSchema>(schema: S, body: unknown): Promise<InferType<S>> {
  try {
    return (await schema.validate(body, { abortEarly: false, stripUnknown: true })) as InferType<S>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const { errors, ids } = validationFailure(error);
    const [first] = Object.keys(errors);
    const messageId = first === undefined ? undefined : ids[first];
    throw badRequest(first === undefined ? 'Invalid request' : (errors[first] ?? ''), errors, undefined, {
      message: messageId,
      errors: ids,
    });
  }
}
