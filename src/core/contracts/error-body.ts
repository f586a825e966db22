import { type Static, Type } from 'typebox';
import { ERROR_CODES } from './error-codes';

/**
 * The body of every 4xx/5xx answer: a stable machine-readable `code`, an English `message` a person
 * can read, and for form input the per-field messages. Routes declare it for each failure status, so
 * it is documented and serialised with all three fields.
 */
export const ErrorBodySchema = Type.Object({
  code: Type.Enum(ERROR_CODES),
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.String())),
});

export type ErrorBody = Static<typeof ErrorBodySchema>;
