/**
 * Word forms and synonyms (issue 53, decision 0113): the one home of the rules that let "robes rouges"
 * find "Robe … rouge", "blancas" find "blanco", "بالسماعات" or "سماعة" find "سماعات", and an owner's
 * synonym group ("jean" = "jeans", "hoodie" = "sweat à capuche") find either.
 *
 * A search finds a product when each of its words is a substring of the product's folded search text
 * (rules/search-words). So a light stemmer need only touch the search: a word's stem is always a
 * substring of the word (an ending or a prefix taken off), and every form of it holds the stem, so the
 * stem finds every form the word found and the word's other forms. The indexed text keeps its words as
 * they are; "applied alike to both sides" holds because every indexed form contains its stem.
 *
 * The rules, applied to a word already folded (foldForSearch: lower case, no accents, Arabic letter forms
 * made one), in any language, since a search does not say which language it is written in:
 * - Latin letters (French, Spanish, English): a plural -s or -x is taken off ("robes" → "robe",
 *   "bijoux" → "bijou"), then one gender or final vowel -e, -a or -o ("blanca", "blanco" → "blanc",
 *   "rouge" → "roug", "colores" → "color"), each only while LATIN_STEM letters or more remain;
 * - Arabic: the article with a conjunction or a preposition before it (ال، وال، بال، كال، فال، لل، وبال …)
 *   or a bare "و" before a long word is taken off the front, then one ending: feminine ة (folded to ه),
 *   plural ات, ون, ين or dual ان, each only while ARABIC_STEM letters or more remain.
 */

/** The fewest letters a Latin stem keeps: "robe" stays "robe", not "rob" (which "wardrobe" holds). */
const LATIN_STEM = 4;
/** The fewest letters an Arabic stem keeps (a root is three). */
const ARABIC_STEM = 3;

/** A word of Latin letters, digits, hyphens and apostrophes; its last run of letters is what is stemmed ("t-shirts"). */
const LATIN_WORD = /^[a-z0-9'-]*[a-z]$/;
const LATIN_ENDING = /[a-z]+$/;
const LATIN_PLURAL = /[sx]$/;
const LATIN_FINAL_VOWEL = /[aeo]$/;

const ARABIC_WORD = /^[\u0621-\u064a]+$/;
/** Conjunction (و، ف) then preposition (ب، ك، ل) then the article; or ل with the article's lam (لل). */
const ARABIC_PREFIX = /^(?:[وف]?[بكل]?ال|[وف]?لل)/;
/** A bare "and" before a word: taken off only before ARABIC_STEM + 2 letters or more (وسادة keeps its و). */
const ARABIC_AND = /^و/;
const ARABIC_ENDING = /(?:ات|ون|ين|ان|ه)$/;

function letters(word: string): number {
  return [...word].length;
}

/** `word` with `pattern`'s match taken off, when at least `keep` letters remain; else `word`. */
function without(word: string, pattern: RegExp, keep: number): string {
  const match = pattern.exec(word);
  if (!match) return word;
  const rest = match.index === 0 ? word.slice(match[0].length) : word.slice(0, match.index);
  return letters(rest) >= keep ? rest : word;
}

/**
 * The stem a folded search word is looked for by: always a substring of the word, so it finds all the
 * word found. Digits, mixed words and short words are left as they are.
 */
export function searchStem(word: string): string {
  if (LATIN_WORD.test(word)) {
    const ending = LATIN_ENDING.exec(word) as RegExpExecArray;
    const run = ending[0];
    return word.slice(0, ending.index) + without(without(run, LATIN_PLURAL, LATIN_STEM), LATIN_FINAL_VOWEL, LATIN_STEM);
  }
  if (ARABIC_WORD.test(word)) {
    let stem = without(word, ARABIC_PREFIX, ARABIC_STEM);
    if (stem === word) stem = without(word, ARABIC_AND, ARABIC_STEM + 2);
    return without(stem, ARABIC_ENDING, ARABIC_STEM);
  }
  return word;
}

/**
 * One part of a search a product must match: any of its alternatives, each a list of stems the product
 * must all hold. A word with no synonym is one alternative of one stem.
 */
export type SearchClause = readonly (readonly string[])[];

/** A synonym group's phrases as search words, keyed by their first word's stem. */
interface SynonymPhrase {
  stems: readonly string[];
  /** Every phrase of the group, as stems: the alternatives a search holding this phrase means. */
  alternatives: readonly (readonly string[])[];
}

/** The owners' synonym groups, ready to expand searches with (synonymTable). */
export interface Synonyms {
  readonly byFirstStem: ReadonlyMap<string, readonly SynonymPhrase[]>;
}

export const NO_SYNONYMS: Synonyms = { byFirstStem: new Map() };

/** A folded phrase as the stems of its words. */
function stemsOf(folded: string): string[] {
  return folded.split(/\s+/).filter(Boolean).map(searchStem);
}

const sameStems = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((stem, i) => stem === b[i]);

/**
 * The table searches are expanded by, from synonym groups of folded phrases (each group: phrases
 * meaning the same thing). A phrase that two groups share joins both groups' alternatives.
 */
export function synonymTable(groups: readonly (readonly string[])[]): Synonyms {
  const byFirstStem = new Map<string, SynonymPhrase[]>();
  for (const group of groups) {
    const alternatives: string[][] = [];
    for (const phrase of group) {
      const stems = stemsOf(phrase);
      if (stems.length > 0 && !alternatives.some((known) => sameStems(known, stems))) alternatives.push(stems);
    }
    if (alternatives.length < 2) continue;
    for (const stems of alternatives) {
      const first = stems[0] as string;
      const phrases = byFirstStem.get(first) ?? [];
      const same = phrases.find((phrase) => sameStems(phrase.stems, stems));
      if (same) (same.alternatives as string[][]).push(...alternatives.filter((a) => !sameStems(a, stems)));
      else phrases.push({ stems, alternatives: [...alternatives] });
      // Longest phrase first: "sweat a capuche" is matched before "sweat".
      byFirstStem.set(
        first,
        phrases.sort((a, b) => b.stems.length - a.stems.length),
      );
    }
  }
  return { byFirstStem };
}

/**
 * A folded search as the clauses a product must all match: its words' stems, each once, where a run of
 * words that is one of a synonym group's phrases becomes one clause of the group's phrases.
 */
export function searchClauses(words: readonly string[], synonyms: Synonyms = NO_SYNONYMS): SearchClause[] {
  const stems = words.map(searchStem);
  const clauses: SearchClause[] = [];
  const seen = new Set<string>();
  for (let at = 0; at < stems.length;) {
    const phrase =
      synonyms.byFirstStem.size === 0
        ? undefined
        : synonyms.byFirstStem
            .get(stems[at] as string)
            ?.find((candidate) => sameStems(candidate.stems, stems.slice(at, at + candidate.stems.length)));
    if (phrase) {
      clauses.push(phrase.alternatives);
      at += phrase.stems.length;
      continue;
    }
    const stem = stems[at] as string;
    if (!seen.has(stem)) clauses.push([[stem]]);
    seen.add(stem);
    at += 1;
  }
  return clauses;
}

/** Whether every clause is a single stem: the search is then its stems alone, looked up as before. */
export function plainStems(clauses: readonly SearchClause[]): string[] | undefined {
  const stems: string[] = [];
  for (const clause of clauses) {
    if (clause.length !== 1 || clause[0]?.length !== 1) return undefined;
    stems.push(clause[0][0] as string);
  }
  return stems;
}
