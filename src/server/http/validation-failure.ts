import type { ValidationError } from 'yup';
import en from '../../universal/i18n/messages/en.json';
import { toFieldErrors } from '../../universal/validation/field-errors';

const ENGLISH: Readonly<Record<string, string>> = en;

/** A validation failure as the server answers it (ErrorBody's errors and errorIds). */
export interface ValidationFailure {
  /** Each failing field's first message in English: the spec's texts. */
  errors: Record<string, string>;
  /** The catalog id of each of them that is a shared rule's (yup's own defaults are not). */
  ids: Record<string, string>;
}

/**
 * The shared rules name their messages by catalog id; the server answers in English, the English
 * catalog's text for each id, and names the ids beside it for pages in other languages.
 */
export function validationFailure(error: ValidationError): ValidationFailure {
  const failure: ValidationFailure = { errors: {}, ids: {} };
  for (const [field, message] of Object.entries(toFieldErrors(error))) {
    const english = Object.hasOwn(ENGLISH, message) ? ENGLISH[message] : undefined;
    failure.errors[field] = english ?? message;
    if (english !== undefined) failure.ids[field] = message;
  }
  return failure;
}
