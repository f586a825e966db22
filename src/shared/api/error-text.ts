import type { IntlShape } from 'react-intl';
import type { ErrorCode } from '../contracts/error-codes';
import type { MessageId } from '../i18n/messages';
import { errorCode, errorMessage } from './base-query';

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
  return code ? intl.formatMessage({ id: codeText(code) }) : fallback;
}
