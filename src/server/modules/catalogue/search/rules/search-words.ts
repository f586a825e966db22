import type { ProductQuery } from '../product-query';
import type { Param, SearchCase } from './rule';
import { foldForSearch } from '../../../../../core/search-fold';

/**
 * What a search finds (decision 0040, 0071): the search, folded as the products' texts are
 * (foldForSearch: case, accents, Arabic letter forms and marks), is cut at white space into tokens, and
 * a product is found when its search text (the stored search_text: its texts in every language, folded)
 * holds every token as a substring.
 * - SQL: one `search_text LIKE '%token%'` per token (wildcards escaped), each served by the trigram index
 *   (sql-search-plan.test.ts);
 * - in memory: SearchIndex.rowsContainingAll(tokens), the same substrings looked up among the texts'
 *   distinct pieces (search-index.test.ts holds it to a substring search).
 */

/** The search as the text it must contain (folded), or undefined for no search. */
export function searchTerm(query: ProductQuery): string | undefined {
  const search = query.search?.trim();
  return search ? foldForSearch(search) : undefined;
}

/**
 * The Arabic article, as a word of the search starts with it: the texts say "سماعات" and "السماعات"
 * alike, so a search word is looked for without it (and still finds the texts that have it).
 */
const ARABIC_ARTICLE = /^ال(?=\p{L}{2})/u;

/** The folded search's pieces between white space, each once: a product must hold all of them. */
export function searchTokens(term: string | undefined): string[] {
  if (term === undefined) return [];
  return [
    ...new Set(
      term
        .split(/\s+/)
        .map((token) => token.replace(ARABIC_ARTICLE, ''))
        .filter(Boolean),
    ),
  ];
}

/** The query's search tokens (none without a search). */
export function queryTokens(query: ProductQuery): string[] {
  return searchTokens(searchTerm(query));
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likePattern(lowerText: string): string {
  return `%${lowerText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The SQL half: one clause per token. */
export function searchWordsSql(tokens: readonly string[], param: Param): string[] {
  return tokens.map((token) => `search_text LIKE ${param(likePattern(token))}`);
}

export const SEARCH_WORDS_CASES: readonly SearchCase[] = [
  { name: 'any case, in title or description', query: { search: 'HEADPHONES' }, ids: [7, 8] },
  { name: 'every word, in any order and place', query: { search: 'ring  gold' }, ids: [1, 5, 2, 3, 6, 4] },
  { name: 'a word inside a longer one, the category too', query: { search: "men's" }, ids: [10, 11, 12, 13, 16] },
  { name: "LIKE's wildcards are plain text", query: { search: '%' }, ids: [10] },
  { name: 'an underscore matches only an underscore', query: { search: '_' }, ids: [] },
  {
    name: 'with a filter and another order',
    query: { search: 'ring', category: 'jewelery', order: 'price-low-high' },
    ids: [15, 4, 2, 3, 1, 5],
  },
  { name: 'nothing found', query: { search: 'zzzz-no-such-thing' }, ids: [] },
  // 7: Arabic title "سماعات رأس لاسلكية", description with "سماعة"; 8: title "حامل السماعات".
  { name: 'an Arabic word, in any language the shopper reads', query: { search: 'سماعات' }, ids: [7, 8] },
  { name: 'with the article', query: { search: 'السماعات' }, ids: [7, 8] },
  { name: 'with short vowels and tatweel', query: { search: 'سَمّـاعات' }, ids: [7, 8] },
  { name: 'taa marbuta written as haa', query: { search: 'سماعه' }, ids: [7] },
  { name: 'alef with hamza written bare', query: { search: 'الاذن' }, ids: [7] },
  // 12: French "Robe-manteau en laine", Spanish "Vestido abrigo de lana".
  { name: 'a French word', query: { search: 'robe' }, ids: [12] },
  { name: 'a Spanish word', query: { search: 'Vestido' }, ids: [12] },
  // 8: French "Support pour écouteurs et casques".
  { name: 'accented as written', query: { search: 'écouteurs' }, ids: [8] },
  { name: 'accents left out', query: { search: 'ECOUTEURS' }, ids: [8] },
  { name: 'English and French words together', query: { search: 'headphones écouteurs' }, ids: [8] },
];
