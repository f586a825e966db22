import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../universal/i18n/messages';

/**
 * A validation message in the page's language. The shared rules give catalog ids (and so do the server's
 * answers, beside their English words); a text that is no id (a server's own words) is shown as given.
 */
export function validationText(intl: Pick<IntlShape, 'messages' | 'formatMessage'>, text: string): string {
  return Object.hasOwn(intl.messages, text) ? intl.formatMessage({ id: text as MessageId }) : text;
}

export function ValidationText({ text }: { text: string }) {
  return <>{validationText(useIntl(), text)}</>;
}
