import type { Product } from '../product';
import type { ProductQuery } from './product-query';
import type { ProductPage, SearchEngine } from './search-engine';
import { correction } from './spelling';
import { type FacetsResponse, SUGGEST_LIMIT, type SuggestResponse } from '../../../../universal/contracts/search';
import { categoryName } from '../../../../universal/i18n/category-names';
import { type Locale, LOCALES } from '../../../../universal/i18n/locale';
import { catalogOf } from '../../../../universal/i18n/catalogs';
import { foldForSearch } from '../../../../universal/search-fold';

/**
 * The catalogue's search face: what shoppers ask of the catalogue, answered by either engine
 * (search-engine.ts) by the same rules. CatalogueReader picks the engine; this face adds what is the
 * same whichever answers: the spelling correction (spelling.ts) and the categories a suggestion names.
 */
export interface CatalogueSearch {
  readonly engine: SearchEngine;
  /** A page of the query's products; a search that finds nothing or very little may answer for its correction. */
  find(query: ProductQuery): Promise<ProductPage>;
  /** The list's facet counts, and the correction the list answered for, if any. */
  facets(query: ProductQuery): Promise<FacetsResponse>;
  /**
   * As-you-type suggestions for `text`: up to SUGGEST_LIMIT products named in `language` (title matches
   * first, in any language; a typo is corrected when nothing matches) and the categories whose name in
   * any shop language holds the text.
   */
  suggest(text: string, language?: Locale): Promise<SuggestResponse>;
}

export function catalogueSearch(engine: SearchEngine): CatalogueSearch {
  return {
    engine,

    async find(query) {
      const page = await engine.list(query);
      const corrected = await correction(engine, query, page.total);
      return corrected ? engine.list(corrected.query) : page;
    },

    async facets(query) {
      const facets = await engine.facets(query);
      const corrected = await correction(engine, query, facets.total);
      return corrected
        ? { ...(await engine.facets(corrected.query)), correction: corrected.correction }
        : { ...facets, correction: null };
    },

    async suggest(text, language) {
      const term = foldForSearch(text.trim());
      if (!term) return { query: text, products: [], categories: [] };
      let products = await engine.suggestProducts(term, SUGGEST_LIMIT, language);
      if (products.length === 0) {
        const corrected = engine.correctedSearch(term, { typing: true });
        if (corrected) products = await engine.suggestProducts(corrected, SUGGEST_LIMIT, language);
      }
      const counts = await engine.categoryCounts();
      const categories = [...term].length < 2 ? [] : counts.filter(({ value }) => categoryMatches(value, term));
      return { query: text, products: products.map(suggestionOf), categories };
    },
  };
}

function suggestionOf(product: Product): SuggestResponse['products'][number] {
  const { id, title, image, price, category } = product;
  return { id, title, image, price, category };
}

/**
 * A category's names as shoppers may type them, folded as `term` is: the data's own and each shop
 * language's. Made once per category: folding its five names took most of a suggestion's time.
 */
const foldedNames = new Map<string, readonly string[]>();

function categoryMatches(category: string, term: string): boolean {
  let names = foldedNames.get(category);
  if (!names) {
    names = [
      category,
      ...LOCALES.map((locale) => categoryName(category, ({ id }) => String(catalogOf(locale)[id]))),
    ].map(foldForSearch);
    foldedNames.set(category, names);
  }
  return names.some((name) => name.includes(term));
}
