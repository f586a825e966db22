import { FILTER_RULES } from './rules';
import { ORDER_CASES } from './rules/orders';
import { RELEVANCE_CASES } from './rules/relevance';
import type { SearchCase } from './rules/rule';
import { SEARCH_WORDS_CASES } from './rules/search-words';
import { SPELLING_CASES } from './spelling';

/**
 * The one table of cases both search engines must answer alike (search-cases.test.ts runs it on each),
 * gathered from beside the rules they hold: each filter's own, the search words', the orders', the
 * relevance rank's and the spelling correction's. All are written against FIXTURE_CATALOGUE.
 */
export const SEARCH_CASES: readonly { rule: string; cases: readonly SearchCase[] }[] = [
  ...FILTER_RULES.map((rule) => ({ rule: rule.name, cases: rule.cases })),
  { rule: 'search words', cases: SEARCH_WORDS_CASES },
  { rule: 'orders', cases: ORDER_CASES },
  { rule: 'relevance', cases: RELEVANCE_CASES },
  { rule: 'spelling', cases: SPELLING_CASES },
];
