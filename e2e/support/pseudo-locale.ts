import type { Page } from '@playwright/test';
import pseudolocale from 'pseudolocale';

/**
 * The pseudo-locale: every English text accented and 30 % longer ("[Àďď ţō Ćàŕţ ẍẍẍẍ]"), to find screens
 * that clip or overflow once a translation is longer than English, without waiting for one.
 *
 * The browser's English catalog scripts (the entry's and each chunk's: scripts/message-split-webpack-plugin.ts)
 * are rewritten on their way in: the build compiles each message to its
 * ICU syntax tree, whose literal parts are `{type:0,value:"…"}`, and keeps a plain-text message as its
 * string (`"id":"…"`), so only the words change and placeholders, plurals and tags keep working. The server's HTML is still English; the page renders
 * again in the browser with the pseudo texts (React recovers from the hydration difference by
 * rendering on the client).
 */
const LITERAL = /(\{type:0,value:|"[\w.-]+":)("(?:[^"\\]|\\.)*")/g;
const OPTIONS = { prepend: '[', append: ']' };
const LONGER_BY = 0.3;

/**
 * Accented, bracketed and 30 % longer. The extra length is words of up to five letters, so it wraps
 * where real longer translations would (pseudolocale's own padding is one unbreakable run).
 */
export function pseudoLocalize(text: string): string {
  if (text.trim() === '') return text;
  const extra = Math.ceil(text.length * LONGER_BY);
  const padding = Array.from({ length: extra }, (_, index) => (index % 6 === 5 ? ' ' : 'ẍ')).join('');
  return pseudolocale(`${text} ${padding}`.replace(/ +$/, ''), OPTIONS);
}

/** A catalog script with its literal texts pseudo-localized. */
export function pseudoLocalizeCatalogChunk(source: string): string {
  if (!source.startsWith('(self.storefrontMessages=')) throw new Error('the English catalog scripts changed shape');
  return source.replace(
    LITERAL,
    (_whole, head: string, literal: string) => head + JSON.stringify(pseudoLocalize(JSON.parse(literal) as string)),
  );
}

/** Serves `page` the pseudo-localized English catalogs instead of the real ones. */
export async function usePseudoLocale(page: Page): Promise<void> {
  await page.route(/\/messages-en-[\w.-]+\.js$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      status: response.status(),
      contentType: 'text/javascript; charset=utf-8',
      body: pseudoLocalizeCatalogChunk(await response.text()),
    });
  });
}

/** Letters the pseudo-locale writes and English never does: a text holding one is a catalog text. */
export const PSEUDO_LETTER = '[\\u0100-\\u024f\\u1e00-\\u1eff]';
