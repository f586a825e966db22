import { directionOf, type Locale } from '../../core/i18n/locale';

/** A mail's HTML document in a shop language: the language and its direction on <html>, the mails' type. */
export function mailHtml(locale: Locale, body: string): string {
  return `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family:Arial,sans-serif;color:#0f1111">
${body}
</body></html>`;
}

/** The side a mail's amounts line up on: the end of its language's lines. */
export const lineEndOf = (locale: Locale) => (directionOf(locale) === 'rtl' ? 'left' : 'right');
