import { directionOf, type Locale } from '../../universal/i18n/locale';
import { escapeHtml } from '../escape-html';

/**
 * A mail's HTML document in a shop language: the language and its direction on <html>, the mails' type,
 * and under a rule the lines it ends with, when it has them (who sells, on mails about an order). Each
 * footer line is text, escaped here, and isolated so a Latin address keeps its order in an Arabic mail.
 */
export function mailHtml(locale: Locale, body: string, footer: readonly string[] = []): string {
  const foot = footer.length
    ? `\n<hr style="border:0;border-top:1px solid #ddd;margin:24px 0 8px">\n<p style="color:#565959;font-size:12px">${footer
        .map((line) => `<bdi>${escapeHtml(line)}</bdi>`)
        .join('<br>')}</p>`
    : '';
  return `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family:Arial,sans-serif;color:#0f1111">
${body}${foot}
</body></html>`;
}

/** A mail's plain text with the same footer as its HTML, under a signature separator. */
export function mailText(text: string, footer: readonly string[] = []): string {
  return footer.length ? `${text}\n\n-- \n${footer.join('\n')}` : text;
}

/** The side a mail's amounts line up on: the end of its language's lines. */
export const lineEndOf = (locale: Locale) => (directionOf(locale) === 'rtl' ? 'left' : 'right');
