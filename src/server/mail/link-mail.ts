import { escapeHtml } from '../escape-html';
import type { MessageId } from '../../universal/i18n/messages';
import { textIntl } from '../../universal/i18n/text-intl';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../universal/i18n/locale';
import { type MailBrand, mailButton, mailLayout, mailNote } from './mail-html';
import type { OutgoingMail } from './outbox';

/**
 * The account mails, by their catalog prefix: each has its subject, greeting, link words and footer there.
 * The staff invitation is one too: a greeting, a link to choose a password, a footer.
 */
export type AccountMailKind = 'verifyEmail' | 'takeBack' | 'reset' | 'orderClaim' | 'emailChanged' | 'staffInvite';
type Values = Record<string, string | number>;

/** An account's profile language as its mails are written in it (the default for one the shop lacks). */
export const mailLocaleOf = (language: string | undefined): Locale =>
  language !== undefined && isLocale(language) ? language : DEFAULT_LOCALE;

/**
 * A mail of the account family whose point is one link (a proof of address, a password reset, joining guest
 * orders, undoing an email change), in `locale` and the mails' layout: a greeting, paragraphs, the link as
 * a button and spelled out, a footer. The paragraphs are catalog ids with their values.
 */
export function accountMail(
  brand: MailBrand,
  locale: Locale,
  to: string,
  kind: AccountMailKind,
  link: string,
  said: { greeting?: Values; lines: readonly (readonly [MessageId, Values?])[] },
): OutgoingMail {
  const intl = textIntl(locale);
  const say = (id: MessageId, values?: Values) => intl.formatMessage({ id }, values);
  const greeting = say(`mail.${kind}.greeting`, said.greeting);
  const lines = said.lines.map(([id, values]) => say(id, values));
  const footer = say(`mail.${kind}.footer`);
  const laidOut = mailLayout(brand, locale, {
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      mailButton(link, say(`mail.${kind}.link`)),
      mailNote(link),
      mailNote(footer),
    ].join('\n'),
    text: [greeting, '', ...lines, '', link, '', footer].join('\n'),
  });
  return { to, subject: say(`mail.${kind}.subject`), ...laidOut };
}
