const HTML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Text placed into HTML (mail bodies, rendered page heads): the characters that could start markup or
 * end an attribute. Every attribute the server writes is double-quoted, so apostrophes stay as typed.
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] ?? char);
