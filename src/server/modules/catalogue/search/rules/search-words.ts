import type { ProductQuery } from '../product-query';
import type { Param, SearchCase } from './rule';

/**
 * What a search finds (decision 0040): the lower-cased search is cut at white space into tokens, and a
 * product is found when its search text (the database's search_text: lower() of title, description and
 * category) holds every token as a substring.
 * - SQL: one `search_text LIKE '%token%'` per token (wildcards escaped), each served by the trigram index
 *   (sql-search-plan.test.ts);
 * - in memory: SearchIndex.rowsContainingAll(tokens), the same substrings looked up among the texts'
 *   distinct pieces (search-index.test.ts holds it to a substring search).
 */

/** The search as the text it must contain (lowercased), or undefined for no search. */
export function searchTerm(query: ProductQuery): string | undefined {
  const search = query.search?.trim();
  return search ? search.toLowerCase() : undefined;
}

/** The lower-cased search's pieces between white space, each once: a product must hold all of them. */
export function searchTokens(term: string | undefined): string[] {
  return term === undefined ? [] : [...new Set(term.split(/\s+/).filter(Boolean))];
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
];
