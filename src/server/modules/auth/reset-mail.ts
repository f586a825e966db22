import type { Queryable } from '../../db/database';
import { escapeHtml } from '../../escape-html';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox';
import { passwordResets, RESET_TOKEN_TTL_MS } from './password-resets';

/** The reset mail: plain text for every client, and simple HTML with the same words and link. */
export function resetPasswordMail(to: { email: string; name: string }, publicUrl: string, token: string): OutgoingMail {
  const link = `${publicUrl}/auth/reset-password/${token}`;
  const minutes = RESET_TOKEN_TTL_MS / 60_000;
  const greeting = `Hello ${to.name},`;
  const lines = [
    'We received a request to reset the password of your Storefront account.',
    `Open this link to choose a new password. It expires in ${minutes} minutes and works once:`,
  ];
  const ignore = 'If you did not ask for this, ignore this email: your password stays as it is.';
  return {
    to: to.email,
    subject: 'Reset your Storefront password',
    text: [greeting, '', ...lines, '', link, '', ignore, '', 'Storefront'].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">Reset your password</a></p>`,
      `<p style="color:#555">Or paste this address into your browser: ${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      '<p>Storefront</p>',
    ].join('\n'),
  };
}

/**
 * Makes a new reset link for the account (earlier ones stop working) and queues its mail, in `tx`, so the
 * link and the mail exist together or not at all; the worker sends it after the commit. The shopper's
 * "Forgot password" and support's "Send password reset" (the staff console) both send this one mail. The
 * link is in the mail only: nothing here answers it.
 */
export async function queuePasswordReset(
  tx: Queryable,
  user: { id: string; email: string; name: string },
  publicUrl: string,
  now: Date,
): Promise<void> {
  const token = await passwordResets(tx).create(user.id, now);
  await enqueueMail(tx, resetPasswordMail(user, publicUrl, token));
}
