import type { Product } from '../product';
import { inLanguage, type LanguageTexts } from '../product-details';
import type { FacetOption, ProductQuery } from './product-query';
import type { FacetCount, FacetsResponse, OptionFacet, OptionValueCount } from '../../../../universal/contracts/search';
import type { Locale } from '../../../../universal/i18n/locale';

export interface ProductPage {
  products: Product[];
  total: number;
}

/** A query's facet counts, before any spelling correction is named. */
export type SearchFacets = Omit<FacetsResponse, 'correction'>;

/**
 * What each of the catalogue's two search engines answers, alike (search-cases.test.ts holds them to
 * one table of cases): the in-memory engine over a copy of the catalogue (memory-search.ts) and the SQL
 * engine over the products table (sql-search.ts). Both apply the same rules (rules/), each in its own
 * language. CatalogueReader picks one per request; catalogue-search.ts answers shoppers through either.
 */
export interface SearchEngine {
  readonly name: 'memory' | 'sql';
  /** A page of the query's products, in its order, and the count of every match. */
  list(query: ProductQuery): Promise<ProductPage>;
  /** The facet counts: each facet under every filter but its own (facetQueries). */
  facets(query: ProductQuery): Promise<SearchFacets>;
  /**
   * Up to `limit` products holding every word of the folded `term` (foldForSearch): whole text in a
   * title first, each part in id order; in `language`.
   */
  suggestProducts(term: string, limit: number, language?: Locale): Promise<Product[]>;
  /**
   * The search the shopper most likely meant, or undefined when no word changes. Only the in-memory
   * engine holds a vocabulary to correct from; the SQL engine always answers undefined (decision 0030).
   */
  correctedSearch(term: string, options: { typing?: boolean; titleWordsOnly?: boolean }): string | undefined;
  /** Products per category, in the order of each category's first product. */
  categoryCounts(): Promise<readonly FacetCount[]>;
  categories(): Promise<string[]>;
  /** One product with its options, variants and gallery, in `language` (English where it has no texts). */
  get(id: number, language?: Locale): Promise<Product | undefined>;
  /** The products of `ids` the catalogue holds, in the order asked, in `language`. */
  getMany(ids: readonly number[], language?: Locale): Promise<Product[]>;
  exists(id: number): Promise<boolean>;
}

/** Most products first, then by name: the order the Brands facet lists them (both engines sort so). */
export function sortFacetCounts(counts: FacetCount[]): FacetCount[] {
  return counts.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/**
 * What an engine counted of one value of an option facet: the products with a variant of it, and the
 * lowest of their ids, whose stored names (option name, value label, swatch) the facet shows.
 */
export interface OptionValueTally {
  value: string;
  count: number;
  first: number;
  name?: LanguageTexts;
  label?: LanguageTexts;
  swatch?: string;
}

/** Clothing sizes from small to large; the Size facet lists them so, then numbers, then the rest. */
const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

function sizeRank(value: string): [number, number] {
  const named = SIZE_ORDER.indexOf(value.toUpperCase());
  if (named >= 0) return [0, named];
  const number = Number.parseFloat(value);
  return Number.isNaN(number) ? [2, 0] : [1, number];
}

/** The order a facet lists its values in: sizes by size, other options most products first. */
function compareValues(key: FacetOption): (a: OptionValueCount, b: OptionValueCount) => number {
  if (key !== 'size') return (a, b) => b.count - a.count || a.value.localeCompare(b.value);
  return (a, b) => {
    const [groupA, rankA] = sizeRank(a.value);
    const [groupB, rankB] = sizeRank(b.value);
    return groupA - groupB || rankA - rankB || a.value.localeCompare(b.value);
  };
}

/**
 * An option facet from an engine's tallies (both engines count alike and meet here): names in
 * `language`, taken from the first product counted; undefined when no product has the option.
 */
export function optionFacet(
  key: FacetOption,
  tallies: readonly OptionValueTally[],
  language: Locale = 'en',
): OptionFacet | undefined {
  const [head, ...rest] = tallies;
  if (!head) return undefined;
  const first = rest.reduce((earliest, tally) => (tally.first < earliest.first ? tally : earliest), head);
  const values = tallies.map((tally) => ({
    value: tally.value,
    label: tally.label ? inLanguage(tally.label, language) : tally.value,
    ...(tally.swatch === undefined ? {} : { swatch: tally.swatch }),
    count: tally.count,
  }));
  return {
    key,
    name: first.name ? inLanguage(first.name, language) : key,
    values: values.sort(compareValues(key)),
  };
}
