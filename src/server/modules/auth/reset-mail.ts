import { escapeHtml } from '../../escape-html';
import type { OutgoingMail } from '../../mail/outbox';
import { RESET_TOKEN_TTL_MS } from './password-resets';

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
