import type { Product } from '../product';
import type { ProductQuery } from './product-query';
import type { FacetCount, FacetsResponse } from '../../../../core/contracts/search';

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
  /** Up to `limit` products holding every word of the lower-cased `term`: whole text in the title first, each part in id order. */
  suggestProducts(term: string, limit: number): Promise<Product[]>;
  /**
   * The search the shopper most likely meant, or undefined when no word changes. Only the in-memory
   * engine holds a vocabulary to correct from; the SQL engine always answers undefined (decision 0030).
   */
  correctedSearch(term: string, options: { typing?: boolean; titleWordsOnly?: boolean }): string | undefined;
  /** Products per category, in the order of each category's first product. */
  categoryCounts(): Promise<readonly FacetCount[]>;
  categories(): Promise<string[]>;
  get(id: number): Promise<Product | undefined>;
  /** The products of `ids` the catalogue holds, in the order asked. */
  getMany(ids: readonly number[]): Promise<Product[]>;
  exists(id: number): Promise<boolean>;
}

/** Most products first, then by name: the order the Brands facet lists them (both engines sort so). */
export function sortFacetCounts(counts: FacetCount[]): FacetCount[] {
  return counts.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}
