import { mailBrand } from '../seller';
import type { Queryable } from '../../db/database';
import { escapeHtml } from '../../escape-html';
import { mailLayout, type MailSender } from '../../mail/mail-html';
import { enqueueMail } from '../../mail/outbox';
import type { TokenKeys } from '../auth';
import { DEFAULT_LOCALE, isLocale, localizedPath } from '../../../universal/i18n/locale';
import { textIntl } from '../../../universal/i18n/text-intl';
import {
  MARKETING_MAIL_DESCRIPTORS,
  type MarketingMailKind,
  UNSUBSCRIBE_PAGE_PATH,
} from '../../../universal/marketing-mail';
import { mailChoices } from './choices';
import { issueUnsubscribeToken } from './unsubscribe-token';

/** A mail the shopper may turn off (an alert, a reminder): what its sender writes. */
export interface MarketingMail {
  kind: MarketingMailKind;
  to: string;
  /** The account mailed, when the recipient has one: a kind it never chose is then on by its account default. */
  accountId?: string;
  /** A guest's address that never chose this kind: whether it goes (the sender's rule; off unless said). */
  guestDefault?: boolean;
  /** The shop language the mail is written in; its unsubscribe words and page are in it too. */
  language: string;
  subject: string;
  text: string;
  /** The body's HTML (what goes inside <body>); it is wrapped in the mails' document in `language`. */
  html: string;
}

/** A marketing mail's words, in its language: what every kind says, in the one layout they share. */
export interface MarketingWords {
  subject: string;
  greeting: string;
  body: string;
  /** Lines listed under the body ("2 × " before a cart line's name); each name isolated in the HTML (<bdi>). */
  list?: readonly { lead: string; name: string }[];
  link: { label: string; href: string };
  /** Why it comes, and how often. */
  footer: string;
}

/** A marketing mail's subject, text and body HTML (enqueueMarketingMail wraps the HTML in the mails' document). */
export type MarketingMailBody = Pick<MarketingMail, 'subject' | 'text' | 'html'>;

/** A marketing mail laid out from its words, alike for every kind. */
export function marketingMailBody(words: MarketingWords): MarketingMailBody {
  const list = words.list ?? [];
  const listHtml = list.length
    ? `\n<ul>${list.map((line) => `<li>${escapeHtml(line.lead)}<bdi>${escapeHtml(line.name)}</bdi></li>`).join('')}</ul>`
    : '';
  return {
    subject: words.subject,
    text: [
      words.greeting,
      '',
      words.body,
      ...list.map((line) => `${line.lead}${line.name}`),
      '',
      `${words.link.label}: ${words.link.href}`,
      '',
      words.footer,
    ].join('\n'),
    html: `<p>${escapeHtml(words.greeting)}</p>
<p>${escapeHtml(words.body)}</p>${listHtml}
<p><a href="${escapeHtml(words.link.href)}">${escapeHtml(words.link.label)}</a></p>
<p style="color:#565959;font-size:12px">${escapeHtml(words.footer)}</p>`,
  };
}

/** What queuing one needs of the app: the keys that sign its link, where links point, the clock. */
export interface MarketingSender extends MailSender {
  tokenKeys: TokenKeys;
  now: Date;
}

/** Where the recipient's address stands in a sentence formatted for the HTML (no text holds a NUL). */
const ADDRESS = '\u0000';

/** RFC 8058: a receiving provider may unsubscribe by POSTing this body to the List-Unsubscribe URL. */
export const ONE_CLICK = 'List-Unsubscribe=One-Click';

/**
 * Queues a marketing mail (issue 53 §6): nothing when the recipient turned its kind off (or, as a guest,
 * never turned it on where the sender says off), else the mail with a one-click unsubscribe: the
 * List-Unsubscribe and List-Unsubscribe-Post headers and a link at the end of the body, in its language.
 * Answers whether it was queued. Pass the sender's transaction, as for enqueueMail.
 */
export async function enqueueMarketingMail(
  db: Queryable,
  mail: MarketingMail,
  sender: MarketingSender,
): Promise<boolean> {
  const fallback =
    mail.accountId !== undefined ? MARKETING_MAIL_DESCRIPTORS[mail.kind].accountDefault : mail.guestDefault === true;
  if (!(await mailChoices(db).allows(mail.to, mail.kind, fallback))) return false;

  const locale = isLocale(mail.language) ? mail.language : DEFAULT_LOCALE;
  const intl = textIntl(locale);
  const token = await issueUnsubscribeToken(sender.tokenKeys, { email: mail.to, kind: mail.kind }, sender.now);
  const query = `token=${encodeURIComponent(token)}`;
  const oneClick = `${sender.publicUrl}/api/mail/unsubscribe?${query}`;
  const page = `${sender.publicUrl}${localizedPath(`${UNSUBSCRIBE_PAGE_PATH}?${query}`, locale)}`;
  const kindName = intl.formatMessage({ id: MARKETING_MAIL_DESCRIPTORS[mail.kind].name });
  const why = intl.formatMessage({ id: 'mail.marketing.why' }, { kind: kindName, email: mail.to });
  // In the HTML, the address isolated (<bdi>), so a Latin address keeps its order in an Arabic sentence.
  const whyHtml = escapeHtml(
    intl.formatMessage({ id: 'mail.marketing.why' }, { kind: kindName, email: ADDRESS }),
  ).replace(ADDRESS, `<bdi>${escapeHtml(mail.to)}</bdi>`);
  const stop = intl.formatMessage({ id: 'mail.marketing.unsubscribe' }, { kind: kindName });

  const laidOut = mailLayout(await mailBrand(db, sender), locale, {
    text: `${mail.text}\n\n${why}\n${stop}: ${page}`,
    html: `${mail.html}\n<p style="color:#565959;font-size:12px">${whyHtml} <a href="${escapeHtml(page)}">${escapeHtml(stop)}</a></p>`,
  });
  await enqueueMail(db, {
    to: mail.to,
    subject: mail.subject,
    ...laidOut,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': ONE_CLICK },
  });
  return true;
}
