import type { MessageId } from '../../../universal/i18n/messages';
import type { Locale } from '../../../universal/i18n/locale';
import { textIntl } from '../../../universal/i18n/text-intl';
import type { MailWords, MailWordsKind } from '../../../universal/mail-words';

/** Each editable mail's catalog texts: its subject, and the paragraphs its body opens with. */
const DEFAULT_TEXTS: Readonly<Record<MailWordsKind, { subject: MessageId; body: MessageId }>> = {
  confirmation: { subject: 'mail.confirmation.subject', body: 'mail.confirmation.thanks' },
  shipped: { subject: 'mail.status.subject.shipped', body: 'mail.status.body.shipped' },
  delivered: { subject: 'mail.status.subject.delivered', body: 'mail.status.body.delivered' },
  returnApproved: { subject: 'mail.return.subject.approved', body: 'mail.return.body.approved' },
  refunded: { subject: 'mail.refund.subject', body: 'mail.refund.body' },
};

/**
 * A mail's words before an owner changes them: the shop's catalog texts in the language (the greeting,
 * then the news), with the catalog's values written as the placeholders owners edit.
 */
export function defaultMailWords(kind: MailWordsKind, locale: Locale): MailWords {
  const intl = textIntl(locale);
  const texts = DEFAULT_TEXTS[kind];
  const values = { number: '{orderNumber}', name: '{name}' };
  return {
    subject: intl.formatMessage({ id: texts.subject }, values),
    body: [
      intl.formatMessage({ id: 'mail.status.greeting' }, values),
      intl.formatMessage({ id: texts.body }, values),
    ].join('\n\n'),
  };
}
