import type { Queryable } from '../../db/database';
import { escapeHtml } from '../../escape-html';
import { mailHtml } from '../../mail/mail-html';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox';
import { textIntl } from '../../../universal/i18n/text-intl';
import { DEFAULT_LOCALE, isLocale, localizedPath } from '../../../universal/i18n/locale';
import { emailChangeUndos, UNDO_LINK_TTL_MS } from './email-changes';
import { passwordResets } from './password-resets';
import { sessions } from './sessions';
import { queueEmailVerification } from './verification-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The notice an email change sends to the address it replaced, in the shopper's profile language, with
 * the link that undoes the change. It goes out whatever the notification preference: it is about the
 * account's safety, not news.
 */
export function emailChangedMail(
  to: { oldEmail: string; newEmail: string; name: string; language: string },
  publicUrl: string,
  token: string,
): OutgoingMail {
  const locale = isLocale(to.language) ? to.language : DEFAULT_LOCALE;
  const intl = textIntl(locale);
  const link = `${publicUrl}${localizedPath(`/auth/undo-email-change/${token}`, locale)}`;
  const text = {
    greeting: intl.formatMessage({ id: 'mail.emailChanged.greeting' }, { name: to.name }),
    body: intl.formatMessage({ id: 'mail.emailChanged.body' }, { oldEmail: to.oldEmail, newEmail: to.newEmail }),
    ifYou: intl.formatMessage({ id: 'mail.emailChanged.ifYou' }),
    ifNot: intl.formatMessage({ id: 'mail.emailChanged.ifNot' }, { days: UNDO_LINK_TTL_MS / DAY_MS }),
    link: intl.formatMessage({ id: 'mail.emailChanged.link' }),
    footer: intl.formatMessage({ id: 'mail.emailChanged.footer' }),
  };
  const html = mailHtml(
    locale,
    `<p>${escapeHtml(text.greeting)}</p>
<p>${escapeHtml(text.body)}</p>
<p>${escapeHtml(text.ifYou)}</p>
<p>${escapeHtml(text.ifNot)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(text.link)}</a></p>
<p style="color:#565959;font-size:12px">${escapeHtml(link)}</p>
<p style="color:#565959;font-size:12px">${escapeHtml(text.footer)}</p>`,
  );
  return {
    to: to.oldEmail,
    subject: intl.formatMessage({ id: 'mail.emailChanged.subject' }),
    text: [text.greeting, '', text.body, '', text.ifYou, text.ifNot, '', link, '', text.footer].join('\n'),
    html,
  };
}

/**
 * What an email change does besides storing the address, in the change's transaction: mails the old
 * address its notice with an undo link, and ends every other session of the account. The new address is
 * stored unproven (decision 0090): it gets a verification link, and reset links mailed to the old address
 * stop working (a reset proves the address it was mailed to).
 */
export async function afterEmailChange(
  tx: Queryable,
  change: { userId: string; sessionId: string; oldEmail: string; newEmail: string; name: string; language: string },
  publicUrl: string,
  now: Date,
): Promise<void> {
  const token = await emailChangeUndos(tx).create(change.userId, change.oldEmail, change.newEmail, now);
  await enqueueMail(tx, emailChangedMail(change, publicUrl, token));
  await sessions(tx).endAll(change.userId, change.sessionId);
  await passwordResets(tx).spendWaiting(change.userId, now);
  await queueEmailVerification(
    tx,
    { id: change.userId, email: change.newEmail, name: change.name, language: change.language },
    publicUrl,
    now,
  );
}
