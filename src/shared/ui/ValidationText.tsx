import { useIntl } from 'react-intl';
import { validationMessageId } from '../../core/validation/message-ids';

/**
 * A shared schema's message in the page's language. The schemas speak English (the server answers
 * with the same texts); the catalog holds each text's translation under its id.
 */
export function ValidationText({ text }: { text: string }) {
  const intl = useIntl();
  const id = validationMessageId(text);
  return <>{id ? intl.formatMessage({ id }) : text}</>;
}
