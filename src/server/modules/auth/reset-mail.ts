import type { Queryable } from '../../db/database';
import { linkMail } from '../../mail/link-mail';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox';
import { passwordResets, RESET_TOKEN_TTL_MS } from './password-resets';

/** The reset mail: plain text for every client, and simple HTML with the same words and link. */
export function resetPasswordMail(to: { email: string; name: string }, publicUrl: string, token: string): OutgoingMail {
  const link = `${publicUrl}/auth/reset-password/${token}`;
  const minutes = RESET_TOKEN_TTL_MS / 60_000;
  return linkMail(to, {
    subject: 'Reset your Storefront password',
    lines: [
      'We received a request to reset the password of your Storefront account.',
      `Open this link to choose a new password. It expires in ${minutes} minutes and works once:`,
    ],
    link,
    linkText: 'Reset your password',
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
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
  publicUrl: string,
  now: Date,
  mail: (to: { email: string; name: string }, publicUrl: string, token: string) => OutgoingMail = resetPasswordMail,
): Promise<void> {
  // The account's row is locked, so two requests at once cannot both find the interval free.
  await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
  const resets = passwordResets(tx);
  const mailAt = await resets.nextMailAt(user.id, now);
  if (!mailAt) return;
  const token = await resets.create(user.id, now, mailAt);
  await enqueueMail(tx, mail(user, publicUrl, token), mailAt);
}
