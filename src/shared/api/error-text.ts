import type { IntlShape } from 'react-intl';
import type { ErrorCode } from '../../core/contracts/error-codes';
import type { MessageId } from '../../core/i18n/messages';
import { validationMessageId } from '../../core/validation/message-ids';
import { errorCode, errorMessage } from './base-query';

/** Every error code has its text in every catalog: a code without one is a type error here. */
const codeText = (code: ErrorCode): MessageId => `error.code.${code}`;

/**
 * What a failed request says to the shopper, in the page's language. In English, the server's own words
 * (they are the spec's texts). In another language: a form rule's message in that language, else the
 * text the catalogs keep for the answer's code, else the screen's own fallback; never English.
 */
export function errorText(error: unknown, fallback: string, intl: Pick<IntlShape, 'locale' | 'formatMessage'>): string {
  if (intl.locale.startsWith('en')) return errorMessage(error, fallback);
  const message = errorMessage(error, '');
  const ruleId = message ? validationMessageId(message) : undefined;
  if (ruleId) return intl.formatMessage({ id: ruleId });
  const code = errorCode(error);
  return code ? intl.formatMessage({ id: codeText(code) }) : fallback;
}
