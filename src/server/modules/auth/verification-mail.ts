import type { Queryable } from '../../db/database';
import { escapeHtml } from '../../escape-html';
import { mailHtml } from '../../mail/mail-html';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox';
import { textIntl } from '../../../universal/i18n/text-intl';
import { DEFAULT_LOCALE, isLocale, type Locale, localizedPath } from '../../../universal/i18n/locale';
import { emailVerifications, VERIFY_LINK_TTL_MS } from './email-verifications';
import { RESET_TOKEN_TTL_MS } from './password-resets';
import { queuePasswordReset } from './reset-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

const localeOf = (language: string): Locale => (isLocale(language) ? language : DEFAULT_LOCALE);

/** A mail of the account family: a greeting, paragraphs, one button-like link, the link spelled out, a footer. */
function accountMail(
  locale: Locale,
  to: string,
  text: { subject: string; greeting: string; lines: string[]; link: string; footer: string },
  link: string,
): OutgoingMail {
  const html = mailHtml(
    locale,
    [
      `<p>${escapeHtml(text.greeting)}</p>`,
      ...text.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(text.link)}</a></p>`,
      `<p style="color:#565959;font-size:12px">${escapeHtml(link)}</p>`,
      `<p style="color:#565959;font-size:12px">${escapeHtml(text.footer)}</p>`,
    ].join('\n'),
  );
  return {
    to,
    subject: text.subject,
    text: [text.greeting, '', ...text.lines, '', link, '', text.footer].join('\n'),
    html,
  };
}

/** The verification mail (issue 48 §7), in the account's language, with the link that proves the address. */
export function verifyEmailMail(
  to: { email: string; name: string; language: string },
  publicUrl: string,
  token: string,
): OutgoingMail {
  const locale = localeOf(to.language);
  const intl = textIntl(locale);
  const link = `${publicUrl}${localizedPath(`/auth/verify-email/${token}`, locale)}`;
  return accountMail(
    locale,
    to.email,
    {
      subject: intl.formatMessage({ id: 'mail.verifyEmail.subject' }),
      greeting: intl.formatMessage({ id: 'mail.verifyEmail.greeting' }, { name: to.name }),
      lines: [
        intl.formatMessage({ id: 'mail.verifyEmail.body' }, { email: to.email }),
        intl.formatMessage({ id: 'mail.verifyEmail.expires' }, { days: VERIFY_LINK_TTL_MS / DAY_MS }),
      ],
      link: intl.formatMessage({ id: 'mail.verifyEmail.link' }),
      footer: intl.formatMessage({ id: 'mail.verifyEmail.footer' }),
    },
    link,
  );
}

/** Makes a verification link for the account's current address and queues its mail, in `tx`. */
export async function queueEmailVerification(
  tx: Queryable,
  user: { id: string; email: string; name: string; language: string },
  publicUrl: string,
  now: Date,
): Promise<void> {
  const token = await emailVerifications(tx).create(user.id, user.email, now);
  await enqueueMail(tx, verifyEmailMail(user, publicUrl, token));
}

/**
 * The mail a sign-up sends when its address is held by an account that never proved it (decision 0090):
 * a password-reset link, worded for someone who just tried to sign up, in the language they signed up in.
 * Following it makes the account the mailbox owner's: a new password, every other session ended, the
 * address proven.
 */
export function takeBackMail(locale: Locale) {
  return (to: { email: string; name: string }, publicUrl: string, token: string): OutgoingMail => {
    const intl = textIntl(locale);
    const link = `${publicUrl}${localizedPath(`/auth/reset-password/${token}`, locale)}`;
    return accountMail(
      locale,
      to.email,
      {
        subject: intl.formatMessage({ id: 'mail.takeBack.subject' }),
        greeting: intl.formatMessage({ id: 'mail.takeBack.greeting' }),
        lines: [
          intl.formatMessage({ id: 'mail.takeBack.body' }, { email: to.email }),
          intl.formatMessage({ id: 'mail.takeBack.howTo' }, { minutes: RESET_TOKEN_TTL_MS / 60_000 }),
        ],
        link: intl.formatMessage({ id: 'mail.takeBack.link' }),
        footer: intl.formatMessage({ id: 'mail.takeBack.footer' }),
      },
      link,
    );
  };
}

/** Queues the take-back mail for the unproven account holding the address (throttled as every reset mail). */
export function queueTakeBack(
  tx: Queryable,
  holder: { id: string; email: string; name: string },
  locale: string,
  publicUrl: string,
  now: Date,
): Promise<void> {
  return queuePasswordReset(tx, holder, publicUrl, now, takeBackMail(localeOf(locale)));
}
