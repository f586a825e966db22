/**
 * The shop's legal pages (issue 48): their ids, their addresses, the placeholders their texts may name,
 * and the small markup they are written in. One home for the shop's screens, its console and its server.
 */

export const LEGAL_PAGES = ['terms', 'privacy', 'returns', 'delivery'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

export const isLegalPage = (value: unknown): value is LegalPage =>
  typeof value === 'string' && (LEGAL_PAGES as readonly string[]).includes(value);

/** A legal page's path, without the language prefix. */
export const legalPath = (page: LegalPage): string => `/legal/${page}`;

/** The longest text an owner may give a page (about 15 printed pages). */
export const LEGAL_TEXT_MAX = 40_000;

/**
 * What a text may name in braces, filled when the page is shown: `{shopName}` … . The seller's
 * details come from the console's Settings; the rest from the shop's configuration.
 */
export const LEGAL_PLACEHOLDERS = [
  'shopName',
  'sellerName',
  'sellerAddress',
  'taxNumber',
  'supportEmail',
  'website',
  'returnDays',
] as const;
export type LegalPlaceholder = (typeof LEGAL_PLACEHOLDERS)[number];

/**
 * A text with its placeholders filled. A name that is not a placeholder stays as written, so an owner's
 * stray brace shows rather than vanishes; a value is inserted as text, never read as markup again.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<LegalPlaceholder, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    (LEGAL_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as LegalPlaceholder] : whole,
  );
}

/** One block of a legal text as the page shows it. */
export type LegalBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

/**
 * The texts' markup, small on purpose (owners write it in a plain text box; nothing in it is HTML):
 * blocks are separated by an empty line; a line starting with `## ` is a heading; lines starting with
 * `- ` are a list's items; other lines are a paragraph, each line kept as a line.
 */
export function legalBlocks(text: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let open: LegalBlock | undefined;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) {
      open = undefined;
    } else if (line.startsWith('## ')) {
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
      open = undefined;
    } else if (line.startsWith('- ')) {
      if (open?.kind !== 'list') blocks.push((open = { kind: 'list', items: [] }));
      open.items.push(line.slice(2).trim());
    } else {
      if (open?.kind !== 'paragraph') blocks.push((open = { kind: 'paragraph', lines: [] }));
      open.lines.push(line);
    }
  }
  return blocks;
}
