import type { IntlShape } from 'react-intl';
import type { ShortLine } from '../../universal/contracts/error-body';
import type { ErrorCode } from '../../universal/contracts/error-codes';
import type { MessageId } from '../../universal/i18n/messages';
import { errorCode, errorMessage } from './error-answer';

/** Every error code has its text in every catalog: a code without one is a type error here. */
const codeText = (code: ErrorCode): MessageId => `error.code.${code}`;

/**
 * What a failed request says to the shopper, in the page's language. In English, the server's own words
 * (they are the spec's texts). In another language: a form rule's message in that language (the answer
 * names its catalog id), else the text the catalogs keep for the answer's code, else the screen's own
 * fallback; never English.
 */
export function errorText(
  error: unknown,
  fallback: string,
  intl: Pick<IntlShape, 'locale' | 'messages' | 'formatMessage'>,
): string {
  if (intl.locale.startsWith('en')) return errorMessage(error, fallback);
  const ruleId = (error as { data?: { messageId?: unknown } } | undefined)?.data?.messageId;
  if (typeof ruleId === 'string' && Object.hasOwn(intl.messages, ruleId)) {
    return intl.formatMessage({ id: ruleId as MessageId });
  }
  const code = errorCode(error);
  // A rule's number (QUANTITY_LIMIT's units, TOO_MANY_UNPAID_ORDERS' orders) is said in the page's words too.
  const limit = (error as { data?: { limit?: unknown } } | undefined)?.data?.limit;
  return code
    ? intl.formatMessage({ id: codeText(code) }, typeof limit === 'number' ? { limit } : undefined)
    : fallback;
}

/**
 * The per-field messages of a 400 answer, shaped for Formik's setErrors: a form rule's as its catalog id
 * (the form shows it in the page's language, like its own rules' messages), else the server's words.
 */
export function fieldErrors(error: unknown): Record<string, string> | undefined {
  const data = (error as { data?: { errors?: unknown; errorIds?: Record<string, string> } } | undefined)?.data;
  const errors = data?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  const ids = data.errorIds ?? {};
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, ids[field] ?? text])) as Record<
    string,
    string
  >;
}

/** The lines an OUT_OF_STOCK answer names (each with its units on hand); empty for any other answer. */
export function shortLines(error: unknown): ShortLine[] {
  const lines = (error as { data?: { lines?: unknown } } | undefined)?.data?.lines;
  if (!Array.isArray(lines)) return [];
  return lines.filter(
    (line): line is ShortLine =>
      typeof line === 'object' &&
      line !== null &&
      typeof (line as ShortLine).sku === 'string' &&
      typeof (line as ShortLine).productId === 'string' &&
      typeof (line as ShortLine).available === 'number',
  );
}
