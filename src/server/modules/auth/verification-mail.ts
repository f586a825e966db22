import { mailBrand } from '../seller';
import type { Queryable } from '../../db/database';
import { accountMail, mailLocaleOf } from '../../mail/link-mail';
import { type MailBrand, type MailSender } from '../../mail/mail-html';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox';
import { type Locale, localizedPath } from '../../../universal/i18n/locale';
import { emailVerifications, VERIFY_LINK_TTL_MS } from './email-verifications';
import { RESET_TOKEN_TTL_MS } from './password-resets';
import { queuePasswordReset } from './reset-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

const localeOf = mailLocaleOf;

/** The verification mail (issue 48 §7), in the account's language, with the link that proves the address. */
export function verifyEmailMail(
  to: { email: string; name: string; language: string },
  brand: MailBrand,
  token: string,
): OutgoingMail {
  const locale = localeOf(to.language);
  const link = `${brand.publicUrl}${localizedPath(`/auth/verify-email/${token}`, locale)}`;
  return accountMail(brand, locale, to.email, 'verifyEmail', link, {
    greeting: { name: to.name },
    lines: [
      ['mail.verifyEmail.body', { email: to.email }],
      ['mail.verifyEmail.expires', { days: VERIFY_LINK_TTL_MS / DAY_MS }],
    ],
  });
}

/** Makes a verification link for the account's current address and queues its mail, in `tx`. */
export async function queueEmailVerification(
  tx: Queryable,
  user: { id: string; email: string; name: string; language: string },
  sender: MailSender,
  now: Date,
): Promise<void> {
  const token = await emailVerifications(tx).create(user.id, user.email, now);
  await enqueueMail(tx, verifyEmailMail(user, await mailBrand(tx, sender), token));
}

/**
 * The mail a sign-up sends when its address is held by an account that never proved it (decision 0090):
 * a password-reset link, worded for someone who just tried to sign up, in the language they signed up in.
 * Following it makes the account the mailbox owner's: a new password, every other session ended, the
 * address proven.
 */
export function takeBackMail(locale: Locale) {
  return (to: { email: string; name: string }, brand: MailBrand, token: string): OutgoingMail => {
    const link = `${brand.publicUrl}${localizedPath(`/auth/reset-password/${token}`, locale)}`;
    return accountMail(brand, locale, to.email, 'takeBack', link, {
      lines: [
        ['mail.takeBack.body', { email: to.email }],
        ['mail.takeBack.howTo', { minutes: RESET_TOKEN_TTL_MS / 60_000 }],
      ],
    });
  };
}

/** Queues the take-back mail for the unproven account holding the address (throttled as every reset mail). */
export function queueTakeBack(
  tx: Queryable,
  holder: { id: string; email: string; name: string },
  locale: string,
  sender: MailSender,
  now: Date,
): Promise<void> {
  return queuePasswordReset(tx, holder, sender, now, takeBackMail(localeOf(locale)));
}
