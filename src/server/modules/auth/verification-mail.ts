import type { Queryable } from '../../db/database';
import { escapeHtml } from '../../escape-html';
import { mailHtml } from '../../mail/mail-html';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox';
import type { MessageId } from '../../../universal/i18n/messages';
import { textIntl } from '../../../universal/i18n/text-intl';
import { DEFAULT_LOCALE, isLocale, type Locale, localizedPath } from '../../../universal/i18n/locale';
import { emailVerifications, VERIFY_LINK_TTL_MS } from './email-verifications';
import { RESET_TOKEN_TTL_MS } from './password-resets';
import { queuePasswordReset } from './reset-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

const localeOf = (language: string): Locale => (isLocale(language) ? language : DEFAULT_LOCALE);

/** The account family's mails, by their catalog prefix: each has its own subject, greeting, link and footer. */
type AccountMailKind = 'verifyEmail' | 'takeBack';
type Values = Record<string, string | number>;

/**
 * A mail of the account family, in `locale`: a greeting, paragraphs, one button-like link, the link spelled
 * out, a footer. The paragraphs are catalog ids with their values.
 */
function accountMail(
  locale: Locale,
  to: string,
  kind: AccountMailKind,
  link: string,
  said: { greeting?: Values; lines: readonly (readonly [MessageId, Values])[] },
): OutgoingMail {
  const intl = textIntl(locale);
  const say = (id: MessageId, values?: Values) => intl.formatMessage({ id }, values);
  const greeting = say(`mail.${kind}.greeting`, said.greeting);
  const lines = said.lines.map(([id, values]) => say(id, values));
  const footer = say(`mail.${kind}.footer`);
  const html = mailHtml(
    locale,
    [
      `<p>${escapeHtml(greeting)}</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(say(`mail.${kind}.link`))}</a></p>`,
      `<p style="color:#565959;font-size:12px">${escapeHtml(link)}</p>`,
      `<p style="color:#565959;font-size:12px">${escapeHtml(footer)}</p>`,
    ].join('\n'),
  );
  return {
    to,
    subject: say(`mail.${kind}.subject`),
    text: [greeting, '', ...lines, '', link, '', footer].join('\n'),
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
  const link = `${publicUrl}${localizedPath(`/auth/verify-email/${token}`, locale)}`;
  return accountMail(locale, to.email, 'verifyEmail', link, {
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
    const link = `${publicUrl}${localizedPath(`/auth/reset-password/${token}`, locale)}`;
    return accountMail(locale, to.email, 'takeBack', link, {
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
  publicUrl: string,
  now: Date,
): Promise<void> {
  return queuePasswordReset(tx, holder, publicUrl, now, takeBackMail(localeOf(locale)));
}
