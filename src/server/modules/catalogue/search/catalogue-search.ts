import type { Product } from '../product';
import type { ProductQuery } from './product-query';
import type { ProductPage, SearchEngine } from './search-engine';
import { correction } from './spelling';
import { productConditions } from './rules';
import { searchTerm, searchWords } from './rules/search-words';
import { NO_SYNONYMS, searchStem, type Synonyms } from './search-forms';
import {
  EMPTY_POPULAR_LIMIT,
  type EmptyResultHelp,
  type FacetsResponse,
  SUGGEST_LIMIT,
  type SuggestResponse,
} from '../../../../universal/contracts/search';
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
  /**
   * The list's facet counts, the correction the list answered for, if any, and when nothing matches what
   * to try instead (`empty`: emptyHelp).
   */
  facets(query: ProductQuery): Promise<FacetsResponse>;
  /**
   * As-you-type suggestions for `text`: up to SUGGEST_LIMIT products named in `language` (title matches
   * first, in any language; a typo is corrected when nothing matches) and the categories whose name in
   * any shop language holds the text.
   */
  suggest(text: string, language?: Locale): Promise<SuggestResponse>;
}

export function catalogueSearch(engine: SearchEngine, synonyms: () => Synonyms = () => NO_SYNONYMS): CatalogueSearch {
  /** The query with the synonym groups its search is expanded by (search-forms). */
  const expanded = (query: ProductQuery): ProductQuery => (query.search ? { ...query, synonyms: synonyms() } : query);

  /** What a list that found nothing offers instead (EmptyResultHelp): the same for every shopper. */
  async function emptyHelp(query: ProductQuery): Promise<EmptyResultHelp> {
    const term = searchTerm(query);
    const finds = async (search: string) =>
      (await engine.list({ search, synonyms: query.synonyms, limit: 1 })).total > 0;
    const filtered = term !== undefined && productConditions(query).length > 0 && (await finds(term));
    let didYouMean: string | null = null;
    if (term !== undefined && !filtered) {
      for (const titleWordsOnly of [false, true]) {
        const corrected = engine.correctedSearch(term, { titleWordsOnly });
        if (corrected && corrected !== term && (await finds(corrected))) {
          didYouMean = corrected;
          break;
        }
      }
    }
    const words = searchWords(term).filter((word) => [...word].length >= MIN_CATEGORY_WORD);
    const categories =
      words.length === 0
        ? []
        : (await engine.categoryCounts()).filter(({ value }) =>
            words.some((word) => categoryMatches(value, searchStem(word))),
          );
    const popular = await engine.list({ order: 'rating', limit: EMPTY_POPULAR_LIMIT, lang: query.lang });
    return { didYouMean, categories: [...categories], popular: popular.products.map(suggestionOf), filtered };
  }

  return {
    engine,

    async find(query) {
      const asked = expanded(query);
      const page = await engine.list(asked);
      const corrected = await correction(engine, asked, page.total);
      return corrected ? engine.list(corrected.query) : page;
    },

    async facets(query) {
      const asked = expanded(query);
      const facets = await engine.facets(asked);
      const corrected = await correction(engine, asked, facets.total);
      const answer = corrected
        ? { ...(await engine.facets(corrected.query)), correction: corrected.correction }
        : { ...facets, correction: null };
      return answer.total > 0 ? answer : { ...answer, empty: await emptyHelp(asked) };
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

/** A search word shorter than this names no category ("de", "or"). */
const MIN_CATEGORY_WORD = 3;

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
