import { mailBrand } from '../seller';
import type { Queryable } from '../../db/database';
import { accountMail, mailLocaleOf } from '../../mail/link-mail';
import { type MailBrand, type MailSender } from '../../mail/mail-html';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox';
import { localizedPath } from '../../../universal/i18n/locale';
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
  brand: MailBrand,
  token: string,
): OutgoingMail {
  const locale = mailLocaleOf(to.language);
  const link = `${brand.publicUrl}${localizedPath(`/auth/undo-email-change/${token}`, locale)}`;
  return accountMail(brand, locale, to.oldEmail, 'emailChanged', link, {
    greeting: { name: to.name },
    lines: [
      ['mail.emailChanged.body', { oldEmail: to.oldEmail, newEmail: to.newEmail }],
      ['mail.emailChanged.ifYou'],
      ['mail.emailChanged.ifNot', { days: UNDO_LINK_TTL_MS / DAY_MS }],
    ],
  });
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
  sender: MailSender,
  now: Date,
): Promise<void> {
  const token = await emailChangeUndos(tx).create(change.userId, change.oldEmail, change.newEmail, now);
  await enqueueMail(tx, emailChangedMail(change, await mailBrand(tx, sender), token));
  await sessions(tx).endAll(change.userId, change.sessionId);
  await passwordResets(tx).spendWaiting(change.userId, now);
  await queueEmailVerification(
    tx,
    { id: change.userId, email: change.newEmail, name: change.name, language: change.language },
    sender,
    now,
  );
}
