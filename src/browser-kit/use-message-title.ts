import { useIntl } from 'react-intl';
import type { MessageId } from '../universal/i18n/messages';
import { useDocumentTitle } from './use-document-title';

/** A screen whose tab title (and meta description, when named) are fixed texts of its catalog. */
export function useMessageTitle(titleId: MessageId, descriptionId?: MessageId): void {
  const intl = useIntl();
  useDocumentTitle(
    intl.formatMessage({ id: titleId }),
    descriptionId === undefined ? undefined : intl.formatMessage({ id: descriptionId }),
  );
}
