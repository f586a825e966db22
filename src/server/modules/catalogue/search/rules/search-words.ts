import type { ProductQuery } from '../product-query';
import type { Param, SearchCase } from './rule';
import { foldForSearch } from '../../../../../universal/search-fold';
import { plainStems, type SearchClause, searchClauses, searchStem } from '../search-forms';

/**
 * What a search finds (decision 0040, 0071): the search, folded as the products' texts are
 * (foldForSearch: case, accents, Arabic letter forms and marks), is cut at white space into tokens, and
 * a product is found when its search text (the stored search_text: its texts in every language, folded)
 * holds every token as a substring.
 * - SQL: per token, the products of the words that hold it (migration 041, decision 0085): a token lies
 *   inside a piece of the text between white space exactly when it begins one of that piece's suffixes,
 *   so its words are one range of search_word_suffixes' key and their products ranges of product_words'
 *   (sql-search-plan.test.ts), with no text read again to check;
 * - in memory: SearchIndex.rowsContainingAll(tokens), the same substrings looked up among the texts'
 *   distinct pieces (search-index.test.ts holds it to a substring search).
 */

/** The search as the text it must contain (folded), or undefined for no search. */
export function searchTerm(query: ProductQuery): string | undefined {
  const search = query.search?.trim();
  return search ? foldForSearch(search) : undefined;
}

/** The folded search's words between white space, as typed. */
export function searchWords(term: string | undefined): string[] {
  return term === undefined ? [] : term.split(/\s+/).filter(Boolean);
}

/**
 * The folded search's stems (search-forms searchStem: "robes" → "robe", "السماعات" → "سماع"), each once:
 * a product must hold all of them. What suggestions look for, and what relevance ranks titles by.
 */
export function searchTokens(term: string | undefined): string[] {
  return [...new Set(searchWords(term).map(searchStem))];
}

/** The query's search tokens (none without a search). */
export function queryTokens(query: ProductQuery): string[] {
  return searchTokens(searchTerm(query));
}

/** The query's search as clauses (search-forms searchClauses): its stems, with the query's synonyms. */
export function queryClauses(query: ProductQuery): SearchClause[] {
  return searchClauses(searchWords(searchTerm(query)), query.synonyms);
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likePattern(lowerText: string): string {
  return `%${lowerText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Above every character a token can hold: `token <= suffix < token + PAST_EVERY_CHARACTER` is every
 * suffix beginning with the token, in the byte order (COLLATE "C") the suffixes are kept in.
 */
const PAST_EVERY_CHARACTER = '\u{10FFFF}';

/**
 * A token's words read beforehand (sql-search tokenWords), so that the planner sees them as values: a
 * word's number of products is in product_words' statistics ("item": every product; "4242": one), and
 * the query starts from the rarest token instead of guessing ("item 4242" read a million rows). A token
 * absent from the map (more words than are worth listing) is looked up inside the query.
 */
export type TokenWords = ReadonlyMap<string, readonly string[]>;

/** Past this many suffixes a token's words are left to the query (a one-letter or one-digit token). */
export const LISTED_SUFFIXES = 500;

/** Each token's words (its suffixes' words), or none for a token with more than LISTED_SUFFIXES suffixes. */
export const TOKEN_WORDS_SQL = `SELECT t.token, array_agg(DISTINCT s.word) FILTER (WHERE s.word IS NOT NULL) AS words,
    count(s.word)::int AS suffixes
  FROM unnest($1::text[]) AS t(token)
  LEFT JOIN LATERAL (
    SELECT word FROM search_word_suffixes
    WHERE suffix >= t.token AND suffix < t.token || chr(1114111) LIMIT ${LISTED_SUFFIXES + 1}
  ) AS s ON true
  GROUP BY t.token`;

/** The words (in product_words) holding the token: the suffixes it begins, one range of their key. */
export function wordsHoldingSql(token: string, param: Param): string {
  return `SELECT word FROM search_word_suffixes WHERE suffix >= ${param(token)} AND suffix < ${param(
    token + PAST_EVERY_CHARACTER,
  )}`;
}

/**
 * The same test read from the text itself, one `search_text LIKE '%token%'` per token (wildcards
 * escaped): for rows already in hand (a suggestion's first rows in id order), where looking each one up in
 * product_words would cost more than reading its text.
 */
export function searchTextSql(tokens: readonly string[], param: Param): string[] {
  return tokens.map((token) => `search_text LIKE ${param(likePattern(token))}`);
}

/**
 * The ids of the products holding every token, from product_words alone: the first token's products,
 * kept where each other token's are too (semi-joins the planner orders by the words' known numbers of
 * products: "item 4242" starts from the few products of "4242" and looks each one up under "item"
 * instead of reading the million products of "item"). An id repeats where several of a token's words are
 * in one text ("marlow" and "marlow,"); `once` removes those (a count needs it, an array of ids to look
 * up does not), unless there is one token of a single word.
 */
export function foundIdsSql(tokens: readonly string[], param: Param, words?: TokenWords, once = true): string {
  const [first, ...others] = tokens.map((token) => {
    const listed = words?.get(token);
    return listed ? `word = ANY(${param(listed)}::text[])` : `word IN (${wordsHoldingSql(token, param)})`;
  });
  const ids = `SELECT product_id FROM product_words WHERE ${first as string}${others
    .map((holding) => ` AND product_id IN (SELECT product_id FROM product_words WHERE ${holding})`)
    .join('')}`;
  const singleWord = tokens.length === 1 && words?.get(tokens[0] as string)?.length === 1;
  return once && !singleWord ? `SELECT DISTINCT product_id FROM (${ids}) AS found` : ids;
}

/**
 * The ids of the products matching every clause (search-forms SearchClause): for stems alone, foundIdsSql;
 * a clause of synonyms is the union of its alternatives' ids, each found as foundIdsSql finds a search.
 */
export function clausesIdsSql(clauses: readonly SearchClause[], param: Param, words?: TokenWords, once = true): string {
  const stems = plainStems(clauses);
  if (stems) return foundIdsSql(stems, param, words, once);
  const [first, ...others] = clauses.map((clause) =>
    clause.map((alternative) => foundIdsSql(alternative, param, words, false)).join(' UNION '),
  );
  const conditions = others.map((ids) => `product_id IN (${ids})`);
  return `SELECT product_id FROM (${first as string}) AS clause0${
    conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : ''
  }`;
}

/** Every stem the clauses look for, each once: the tokens whose words are read beforehand. */
export function clauseStems(clauses: readonly SearchClause[]): string[] {
  return [...new Set(clauses.flat(2))];
}

/**
 * The SQL half: one clause for the whole search. The products it finds are found in product_words first
 * and handed to the rest of the query as one array of ids (an InitPlan, read once): the ids' rows are then
 * read in id order, which is the table's order, and only the rows every token found ("marlow modern" in
 * electronics: 7,000 rows instead of the 83,000 the planner fetched for "modern" before joining "marlow").
 */
export function searchWordsSql(
  clauses: readonly SearchClause[],
  param: Param,
  words?: TokenWords,
  form: SearchForm = 'ids',
): string[] {
  if (clauses.length === 0) return [];
  const found = clausesIdsSql(clauses, param, words, false);
  return [form === 'ids' ? `id = ANY(ARRAY(${found}))` : `id IN (${found})`];
}

/**
 * How the found products meet the rest of the query: `ids`, one array of ids read first (searchWordsSql);
 * `semi-join`, a join the planner prices by the words' statistics, for a page that walks an order's index
 * through many matches (a brand by price: the array, priced at 10 ids, had every one of its 83,820 rows
 * read and sorted, 560 ms; walked, the page needs a few hundred).
 */
export type SearchForm = 'ids' | 'semi-join';

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
  // The singular (taa marbuta, here written as haa) finds the plural "سماعات" too (search-forms).
  { name: 'the singular, taa marbuta written as haa', query: { search: 'سماعه' }, ids: [7, 8] },
  { name: 'a conjunction and preposition before the article', query: { search: 'وبالسماعة' }, ids: [7, 8] },
  // 12: French "Robe-manteau en laine", Spanish "Vestido abrigo de lana".
  { name: 'a French plural finds the singular', query: { search: 'robes' }, ids: [12] },
  { name: 'a Spanish plural finds the singular', query: { search: 'vestidos' }, ids: [12] },
  { name: 'alef with hamza written bare', query: { search: 'الاذن' }, ids: [7] },
  // 12: French "Robe-manteau en laine", Spanish "Vestido abrigo de lana".
  { name: 'a French word', query: { search: 'robe' }, ids: [12] },
  { name: 'a Spanish word', query: { search: 'Vestido' }, ids: [12] },
  // 8: French "Support pour écouteurs et casques".
  { name: 'accented as written', query: { search: 'écouteurs' }, ids: [8] },
  { name: 'accents left out', query: { search: 'ECOUTEURS' }, ids: [8] },
  { name: 'English and French words together', query: { search: 'headphones écouteurs' }, ids: [8] },
];
