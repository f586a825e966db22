import { effectiveOrder, type ProductQuery } from '../product-query';
import type { SearchCase } from './rule';
import { queryTokens } from './search-words';

/**
 * How a search's "featured" order ranks the products it found, written once as a row computation and
 * once as SQL, side by side (as the filter rules are) so the in-memory copy and the database cannot
 * rank apart; the equivalence tests compare both.
 *
 * A product is found when its search text holds every token of the search (see search-words). Among
 * those, higher ranks first, then catalogue (id) order:
 * 1. every token in the title, above only some of them (and so above matches in the description alone);
 * 2. more tokens in the title;
 * 3. more tokens standing as whole words in the title ("Ring" above "Earrings" for "ring").
 */

/**
 * What separates words when judging a whole word: white space and punctuation, Latin and Arabic.
 * An explicit list, not a character class, so PostgreSQL's translate() and this code agree whatever
 * the database's locale (its regex classes know only ASCII under the C locale). Migration 020 spells
 * the same list for the stored title_words column; a test holds the two together.
 */
export const WORD_SEPARATORS = ' \t\n\r\u00a0!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~«»‘’“”–—…·،؛؟';

/** A search in "featured" order lists its most relevant products first; other orders keep theirs. */
export function ranksByRelevance(query: ProductQuery): boolean {
  const { order, reversed } = effectiveOrder(query);
  return order === 'featured' && !reversed && queryTokens(query).length > 0;
}

const RANK_ALL_IN_TITLE = 1 << 16;
/** A search holds at most MAX_SEARCH_LENGTH characters, so fewer than 256 tokens: the parts never overlap. */
const RANK_PER_TITLE_TOKEN = 1 << 8;

/** Any one of WORD_SEPARATORS, each written as its code point so none needs escaping. */
const SEPARATOR_PATTERN = new RegExp(
  `[${[...WORD_SEPARATORS].map((character) => `\\u{${(character.codePointAt(0) ?? 0).toString(16)}}`).join('')}]`,
  'gu',
);

/** The text with every separator turned into a space and a space added at each end, as migration 020 stores titles. */
export function spaced(text: string): string {
  return ` ${text.replace(SEPARATOR_PATTERN, ' ')} `;
}

/** Which UTF-16 code units are word separators (all of WORD_SEPARATORS are single code units). */
const IS_SEPARATOR = new Uint8Array(0x10000);
for (const character of WORD_SEPARATORS) IS_SEPARATOR[character.charCodeAt(0)] = 1;

/**
 * Whether `spaced(text)` holds `spaced(word)`, without making either: somewhere in the text the word's
 * characters stand, a separator wherever the word has one, with a separator or an end of the text on
 * each side. A brand's search ranks its 8,000 titles; spacing each one first was most of that work.
 */
export function holdsWholeWord(text: string, word: string): boolean {
  const last = text.length - word.length;
  for (let at = 0; at <= last; at += 1) {
    if (at > 0 && IS_SEPARATOR[text.charCodeAt(at - 1)] === 0) continue;
    if (at < last && IS_SEPARATOR[text.charCodeAt(at + word.length)] === 0) continue;
    let i = 0;
    for (; i < word.length; i += 1) {
      const inText = text.charCodeAt(at + i);
      const inWord = word.charCodeAt(i);
      if (inText !== inWord && (IS_SEPARATOR[inText] === 0 || IS_SEPARATOR[inWord] === 0)) break;
    }
    if (i === word.length) return true;
  }
  return false;
}

/**
 * The rank of a found product's lower-cased title for the search's tokens (higher first): a function
 * made once per search, then called for each found product.
 */
export function relevanceRanker(tokens: readonly string[]): (titleLc: string) => number {
  return (titleLc) => {
    let inTitle = 0;
    let whole = 0;
    for (const token of tokens) {
      if (!titleLc.includes(token)) continue;
      inTitle += 1;
      if (holdsWholeWord(titleLc, token)) whole += 1;
    }
    return (inTitle === tokens.length ? RANK_ALL_IN_TITLE : 0) + RANK_PER_TITLE_TOKEN * inTitle + whole;
  };
}

/**
 * relevanceRanker as a SQL expression over the products table; `param` adds a query parameter. It reads
 * the title as migration 020 stores it: title_lc, and title_words (spaced, as `spaced` makes it).
 */
export function relevanceSql(tokens: readonly string[], param: (value: unknown) => string): string {
  const inTitle = tokens.map((token) => `(strpos(title_lc, ${param(token)}) > 0)`);
  const whole = tokens.map(
    (token, i) => `(${inTitle[i] as string} AND strpos(title_words, ${param(spaced(token))}) > 0)::int`,
  );
  return `(CASE WHEN ${inTitle.join(' AND ')} THEN ${RANK_ALL_IN_TITLE} ELSE 0 END
    + ${RANK_PER_TITLE_TOKEN} * (${inTitle.map((test) => `${test}::int`).join(' + ')})
    + ${whole.join(' + ')})`;
}

export const RELEVANCE_CASES: readonly SearchCase[] = [
  // 1 and 5: both words, whole, in the title; 2: both inside words; 3 and 6: one whole in the title;
  // 4: only in the description. 15 lacks "gold".
  {
    name: 'every word in the title first, whole words above parts',
    query: { search: 'gold ring' },
    ids: [1, 5, 2, 3, 6, 4],
  },
  { name: 'ties in catalogue order', query: { search: 'ring' }, ids: [1, 5, 6, 15, 2, 3, 4] },
  { name: 'a page of the ranked order', query: { search: 'ring', offset: 2, limit: 3 }, ids: [6, 15, 2], total: 7 },
  { name: 'past the last match', query: { search: 'ring', offset: 50 }, ids: [], total: 7 },
  {
    name: 'another order is not ranked',
    query: { search: 'gold ring', order: 'price-low-high' },
    ids: [4, 6, 2, 3, 1, 5],
  },
  {
    name: "FakeStore's sort=desc is not ranked",
    query: { search: 'gold ring', sort: 'desc' },
    ids: [6, 5, 4, 3, 2, 1],
  },
];
