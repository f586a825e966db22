import type { OutgoingMail } from '../mail/outbox';

/**
 * What a spam filter and a careful reader hold against a mail (issue 52 §4), as a list of faults (empty:
 * none): it has a plain-text part; its HTML runs no script (no <script>, no on… handler, no javascript:
 * address), loads no style sheet or frame, and every address it loads or links to (src, href, url(), the
 * plain text's addresses) is under the shop's own public address; each picture has alt text; the document
 * says its language and direction.
 */
export function mailFaults(mail: OutgoingMail, publicUrl: string, locale: string, dir: 'ltr' | 'rtl'): string[] {
  const faults: string[] = [];
  const html = mail.html ?? '';
  const own = (address: string) => address === publicUrl || address.startsWith(`${publicUrl}/`);
  if (!mail.text.trim()) faults.push('no plain-text part');
  if (!html) faults.push('no HTML part');
  if (!mail.subject.trim()) faults.push('no subject');
  if (/<script\b/i.test(html)) faults.push('a <script>');
  if (/\son\w+\s*=/i.test(html)) faults.push('an event handler attribute');
  if (/javascript:/i.test(html)) faults.push('a javascript: address');
  if (/<(link|iframe|object|embed|form)\b/i.test(html)) faults.push('a remote element');
  if (/@import/i.test(html)) faults.push('an @import');
  for (const [, address] of html.matchAll(/\s(?:src|href|background|action)\s*=\s*"([^"]*)"/gi))
    if (!own(address ?? '')) faults.push(`an address off the shop: ${address}`);
  for (const [, address] of html.matchAll(/url\(\s*['"]?([^'")]*)/gi))
    if (!own(address ?? '')) faults.push(`a url() off the shop: ${address}`);
  for (const [address] of mail.text.matchAll(/https?:\/\/[^\s)>]+/g))
    if (!own(address)) faults.push(`a text address off the shop: ${address}`);
  for (const [img] of html.matchAll(/<img\b[^>]*>/gi))
    if (!/\salt="[^"]+"/.test(img)) faults.push(`a picture without alt text: ${img}`);
  if (!html.includes(`<html lang="${locale}" dir="${dir}">`)) faults.push('no language and direction on <html>');
  return faults;
}
