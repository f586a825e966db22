import { escapeHtml } from '../escape-html';
import type { OutgoingMail } from './outbox';

/** What a link mail says: its subject, its paragraphs, the link and its words, and what to do if unasked. */
export interface LinkMailText {
  subject: string;
  lines: readonly string[];
  link: string;
  /** The words of the link in the HTML ('Reset your password'). */
  linkText: string;
  /** The paragraph for someone who did not ask for the mail. */
  ignore: string;
}

/**
 * An English account mail whose point is one link (a password reset, joining guest orders): plain text
 * for every client, and simple HTML with the same words, the link as a link and spelled out.
 */
export function linkMail(to: { email: string; name: string }, mail: LinkMailText): OutgoingMail {
  const { subject, lines, link, linkText, ignore } = mail;
  const greeting = `Hello ${to.name},`;
  return {
    to: to.email,
    subject,
    text: [greeting, '', ...lines, '', link, '', ignore, '', 'Storefront'].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>`,
      `<p style="color:#555">Or paste this address into your browser: ${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      '<p>Storefront</p>',
    ].join('\n'),
  };
}
