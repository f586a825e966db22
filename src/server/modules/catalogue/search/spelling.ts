import type { SearchCorrection } from '../../../../universal/contracts/search';
import type { ProductQuery } from './product-query';
import type { SearchCase } from './rules/rule';
import { searchTerm } from './rules/search-words';
import type { SearchEngine } from './search-engine';

/**
 * Search that understands typos (decision 0030): the in-memory engine's vocabulary of title and category
 * words corrects a search that finds nothing or very little. The SQL engine has no vocabulary and
 * answers the shopper's own words: its cases say so (sqlIds).
 */

/** A search that finds this few products may have meant another spelling ("nothing or very little"). */
export const FEW_RESULTS = 3;
/** …and is answered for that spelling only when it finds at least this many times as many products. */
export const CORRECTION_GAIN = 5;

/** The words of a lower-cased text: runs of letters and digits, in any script. */
export function wordsOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** How many edits a mistyped word may be away from the one meant: 1 from 4 letters, 2 from 8. */
export function allowedEdits(word: string): number {
  const letters = [...word].length;
  return letters >= 8 ? 2 : letters >= 4 ? 1 : 0;
}

/**
 * Edits (insert, delete, replace, swap two neighbours) between two words, or `limit + 1` as soon as
 * it is clear they are further apart than `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let before = new Array<number>(y.length + 1).fill(0);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current[j] = value;
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[y.length] as number, limit + 1);
}

/** Edits between a word being typed and the closest start of `candidate`. */
function prefixDistance(word: string, candidate: string, limit: number): number {
  const length = [...word].length;
  const letters = [...candidate];
  let best = limit + 1;
  for (let end = Math.max(1, length - limit); end <= Math.min(letters.length, length + limit); end += 1) {
    best = Math.min(best, editDistance(word, letters.slice(0, end).join(''), limit));
  }
  return best;
}

/** A word with at least one letter: what a misspelling is, and what it is corrected to (not "65209"). */
export function hasLetter(word: string): boolean {
  return /\p{L}/u.test(word);
}

/**
 * The search the shopper most likely meant: each word the catalogue does not know replaced by the
 * closest word it does (within allowedEdits; the more common one on a tie). Undefined when no word
 * changes, so the shopper's own search stands. While `typing`, the last word is the start of a word.
 * `known` says whether the catalogue's texts hold a word anywhere (descriptions too): such a word
 * is no misspelling, even if the vocabulary of titles lacks it.
 */
export function correctedSearch(
  term: string,
  vocabulary: ReadonlyMap<string, number>,
  options: { typing?: boolean; known?: (word: string) => boolean } = {},
): string | undefined {
  let changed = false;
  const typed = wordsOf(term);
  const words = typed.map((word, position) => {
    const limit = allowedEdits(word);
    if (limit === 0 || !hasLetter(word) || vocabulary.has(word) || options.known?.(word) === true) return word;
    // The word being typed is the start of a word: "hedphon" is meant as the start of "headphones".
    const prefix = options.typing === true && position === typed.length - 1;
    let best: string | undefined;
    let bestDistance = limit + 1;
    let bestCount = 0;
    for (const [candidate, count] of vocabulary) {
      const distance = prefix ? prefixDistance(word, candidate, limit) : editDistance(word, candidate, limit);
      if (distance < bestDistance || (distance === bestDistance && distance <= limit && count > bestCount)) {
        best = candidate;
        bestDistance = distance;
        bestCount = count;
      }
    }
    if (best === undefined || bestDistance > limit) return word;
    changed = true;
    return best;
  });
  return changed ? words.join(' ') : undefined;
}

/**
 * The search a query meant when its own words find nothing or very little (`found` products): the closest
 * words the catalogue has. When nothing is found, any word no product holds is a slip; when a few are, a
 * word only some description holds may be one too ("hedphones" in one description, "headphones" in many
 * titles), and the correction wins only if it finds CORRECTION_GAIN times as many.
 */
export async function correction(
  engine: SearchEngine,
  query: ProductQuery,
  found: number,
): Promise<{ query: ProductQuery; correction: SearchCorrection } | undefined> {
  const term = searchTerm(query);
  if (found > FEW_RESULTS || term === undefined || query.exact) return undefined;
  const corrected = engine.correctedSearch(term, { titleWordsOnly: found > 0 });
  if (!corrected) return undefined;
  const correctedQuery = { ...query, search: corrected };
  const correctedTotal = (await engine.list({ ...correctedQuery, limit: 1 })).total;
  if (correctedTotal === 0 || correctedTotal < found * CORRECTION_GAIN) return undefined;
  return { query: correctedQuery, correction: { query: corrected, original: query.search?.trim() ?? '' } };
}

export const SPELLING_CASES: readonly SearchCase[] = [
  {
    name: 'a typo that finds nothing is answered for the closest word',
    query: { search: 'headfones' },
    ids: [7, 8],
    sqlIds: [],
  },
  {
    name: "a category's word is corrected too",
    query: { search: 'jewlery', limit: 3 },
    ids: [1, 2, 3],
    total: 7,
    sqlIds: [],
  },
  { name: "the shopper's own words when asked for", query: { search: 'headfones', exact: true }, ids: [] },
  // "hedphones" is in 9's description; "headphones" finds 2, not CORRECTION_GAIN times as many.
  { name: 'a correction that finds too little more does not win', query: { search: 'hedphones' }, ids: [9] },
  { name: 'short words are not guessed at', query: { search: 'hx' }, ids: [] },
  // The vocabulary holds every language's title words: 12 is "Vestido abrigo de lana", "معطف صوف نسائي".
  { name: 'a typo in another language', query: { search: 'vestdio' }, ids: [12], sqlIds: [] },
  { name: 'an Arabic typo', query: { search: 'معظف' }, ids: [12], sqlIds: [] },
];
