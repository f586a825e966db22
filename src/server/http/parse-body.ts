import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import type { MessageId } from '../../universal/i18n/messages';
import { badRequest, type HttpError } from './errors';
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
    throw validationFailed(error);
  }
}

/**
 * A field the shared rules accept but the server refuses by what only it knows (the database: a region
 * that takes no cash on delivery), answered as the rules' own failures are: 400 VALIDATION_FAILED with
 * the English text on the field and its catalog id.
 */
export function refusedField(field: string, messageId: MessageId): HttpError {
  return validationFailed(new ValidationError(messageId, undefined, field));
}

function validationFailed(error: ValidationError): HttpError {
  const { errors, ids } = validationFailure(error);
  const [first] = Object.keys(errors);
  const messageId = first === undefined ? undefined : ids[first];
  return badRequest(first === undefined ? 'Invalid request' : (errors[first] ?? ''), errors, undefined, {
    message: messageId,
    errors: ids,
  });
}
