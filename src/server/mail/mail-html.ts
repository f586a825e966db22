import { directionOf, type Locale, localizedPath } from '../../universal/i18n/locale';
import { textIntl } from '../../universal/i18n/text-intl';
import { legalPath } from '../../universal/legal-pages';
import { SHOP_NAME } from '../../universal/shop-name';
import { sellerLines } from '../../universal/seller-lines';
import type { SellerDetails } from '../../universal/contracts/admin/settings';
import { escapeHtml } from '../escape-html';

/**
 * Who a mail comes from, as its layout shows it (decision 0123): the shop's public address (its logo and
 * every link are there, and nowhere else), its support address, and the seller's legal details (0094).
 */
export interface MailBrand {
  publicUrl: string;
  supportEmail: string;
  seller: SellerDetails;
}

/** What a sender knows of the shop (the app's configuration has it); mailBrand (modules/seller) adds the seller. */
export type MailSender = Pick<MailBrand, 'publicUrl' | 'supportEmail'>;

/**
 * The mails' colours: the shop's theme's (src/app/theme.ts), the navy header band, the yellow of its
 * buttons, its text and muted text, its rules. Inline, as mail clients keep no style sheet.
 */
export const MAIL_COLOURS = {
  band: '#232f3e',
  onBand: '#ffffff',
  button: '#ffd814',
  onButton: '#0f1111',
  text: '#0f1111',
  muted: '#565959',
  rule: '#e3e6e6',
  page: '#f7f8f8',
} as const;

/**
 * Where the shop serves its logo for mails: its favicon.svg drawn as a PNG (src/server/web/mail-logo.ts),
 * since Gmail and Outlook draw no SVG. The mails show it at MAIL_LOGO_SIZE pixels square.
 */
export const MAIL_LOGO_PATH = '/mail-logo.png';
export const MAIL_LOGO_SIZE = 32;

/** The shop's logo, served by the shop itself: no mail loads anything from elsewhere. */
export const logoUrl = (brand: Pick<MailBrand, 'publicUrl'>) => `${brand.publicUrl}${MAIL_LOGO_PATH}`;

/** A mail's subject and its two bodies, before the layout: the HTML is what goes inside the layout's card. */
export interface MailBody {
  html: string;
  text: string;
}

/** The layout's closing words in a language: the seller, how to reach the shop, the legal pages. */
function closing(brand: MailBrand, locale: Locale) {
  const intl = textIntl(locale);
  const page = (id: 'terms' | 'privacy') => ({
    label: intl.formatMessage({ id: `legal.title.${id}` }),
    href: `${brand.publicUrl}${localizedPath(legalPath(id), locale)}`,
  });
  return {
    seller: sellerLines(brand.seller, (descriptor, values) => intl.formatMessage(descriptor, values)),
    contact: intl.formatMessage({ id: 'mail.layout.contact' }, { email: brand.supportEmail }),
    legal: [page('terms'), page('privacy')],
  };
}

/**
 * Every mail's one layout (issue 52 §4), in the mail's language and its direction: the shop's logo and
 * name on the theme's band, the body in a card, then the seller's legal name and address, the support
 * address, and links to the terms and the privacy notice. The plain-text part says the same under a
 * signature separator. Footer texts are escaped here and isolated, so a Latin address keeps its order in
 * an Arabic mail.
 */
export function mailLayout(brand: MailBrand, locale: Locale, body: MailBody): MailBody {
  const c = MAIL_COLOURS;
  const dir = directionOf(locale);
  const end = closing(brand, locale);
  const home = `${brand.publicUrl}${localizedPath('/', locale)}`;
  const link = `color:${c.text};text-decoration:underline`;
  const html = `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(SHOP_NAME)}</title></head>
<body style="margin:0;padding:0;background:${c.page};font-family:Arial,sans-serif;color:${c.text}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${c.page}"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${c.rule};border-radius:8px" dir="${dir}">
<tr><td style="background:${c.band};padding:12px 20px;border-radius:8px 8px 0 0"><a href="${escapeHtml(home)}" style="color:${c.onBand};text-decoration:none;font-size:20px;font-weight:bold"><img src="${escapeHtml(logoUrl(brand))}" alt="${escapeHtml(SHOP_NAME)}" width="${MAIL_LOGO_SIZE}" height="${MAIL_LOGO_SIZE}" style="vertical-align:middle;border:0"> <span style="vertical-align:middle">${escapeHtml(SHOP_NAME)}</span></a></td></tr>
<tr><td style="padding:20px;font-size:15px;line-height:1.5">
${body.html}
</td></tr>
<tr><td style="padding:12px 20px 20px;border-top:1px solid ${c.rule};color:${c.muted};font-size:12px;line-height:1.5">
${end.seller.length ? `<p style="margin:0 0 8px">${end.seller.map((line) => `<bdi>${escapeHtml(line)}</bdi>`).join('<br>')}</p>\n` : ''}<p style="margin:0 0 8px">${escapeHtml(end.contact)}</p>
<p style="margin:0">${end.legal.map((page) => `<a href="${escapeHtml(page.href)}" style="${link};color:${c.muted}">${escapeHtml(page.label)}</a>`).join(' · ')}</p>
</td></tr>
</table>
</td></tr></table>
</body></html>`;
  const text = [
    body.text,
    '',
    '-- ',
    SHOP_NAME,
    ...end.seller,
    end.contact,
    ...end.legal.map((page) => `${page.label}: ${page.href}`),
  ].join('\n');
  return { html, text };
}

/** A button-like link in a mail's body, in the theme's button colour. */
export function mailButton(href: string, label: string): string {
  const c = MAIL_COLOURS;
  return `<p style="margin:20px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:${c.button};color:${c.onButton};padding:10px 18px;border-radius:20px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
}

/** A muted small paragraph of a mail's body (why it comes, a link spelled out). */
export const mailNote = (text: string) =>
  `<p style="color:${MAIL_COLOURS.muted};font-size:12px">${escapeHtml(text)}</p>`;

/** The side a mail's amounts line up on: the end of its language's lines. */
export const lineEndOf = (locale: Locale) => (directionOf(locale) === 'rtl' ? 'left' : 'right');

/**
 * A picture the mail may show: the shop's own (a path on it, or an address under its public address);
 * anything elsewhere is left out, so no mail loads from another site.
 */
export function shopImageUrl(brand: Pick<MailBrand, 'publicUrl'>, image: string): string | undefined {
  if (image.startsWith('/') && !image.startsWith('//')) return `${brand.publicUrl}${image}`;
  return image.startsWith(`${brand.publicUrl}/`) ? image : undefined;
}
