import { mailBrand } from '../seller';
import type { Queryable } from '../../db/database';
import { accountMail, mailLocaleOf } from '../../mail/link-mail';
import { type MailBrand, type MailSender } from '../../mail/mail-html';
import { localizedPath } from '../../../universal/i18n/locale';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox';
import { passwordResets, RESET_TOKEN_TTL_MS } from './password-resets';

/** The reset mail, in the account's profile language, with the link that opens the reset page in it. */
export function resetPasswordMail(
  to: { email: string; name: string; language?: string },
  brand: MailBrand,
  token: string,
): OutgoingMail {
  const locale = mailLocaleOf(to.language);
  const link = `${brand.publicUrl}${localizedPath(`/auth/reset-password/${token}`, locale)}`;
  return accountMail(brand, locale, to.email, 'reset', link, {
    greeting: { name: to.name },
    lines: [['mail.reset.body'], ['mail.reset.howTo', { minutes: RESET_TOKEN_TTL_MS / 60_000 }]],
  });
}

/**
 * Makes a new reset link for the account and queues its mail, in `tx`, so the link and the mail exist
 * together or not at all; the worker sends it after the commit. At most one reset mail an account goes
 * per RESET_MAIL_INTERVAL_MS: a request inside the interval queues its mail for the interval's end, and
 * one while such a mail is already waiting adds nothing (that mail's link is as fresh). So a stranger's
 * burst sends the owner one mail per interval, and the owner's own request gets its mail within it.
 * The shopper's "Forgot password", support's "Send password reset" (the staff console) and the take-back
 * mail of a sign-up (email-verification.ts) all go through here. The link is in the mail only.
 */
export async function queuePasswordReset(
  tx: Queryable,
  user: { id: string; email: string; name: string },
  sender: MailSender,
  now: Date,
  mail: (
    to: { email: string; name: string; language?: string },
    brand: MailBrand,
    token: string,
  ) => OutgoingMail = resetPasswordMail,
): Promise<void> {
  // The account's row is locked, so two requests at once cannot both find the interval free; its language
  // is the reset mail's.
  const [account] = await tx.query<{ language: string }>('SELECT language FROM users WHERE id = $1 FOR UPDATE', [
    user.id,
  ]);
  const resets = passwordResets(tx);
  const mailAt = await resets.nextMailAt(user.id, now);
  if (!mailAt) return;
  const token = await resets.create(user.id, now, mailAt);
  await enqueueMail(tx, mail({ ...user, language: account?.language }, await mailBrand(tx, sender), token), mailAt);
}
