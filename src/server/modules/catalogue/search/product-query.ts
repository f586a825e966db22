import type { Synonyms } from './search-forms';
import type { FacetOption, ProductListParams, ProductOrder } from '../../../../universal/product-query';

export {
  FACET_OPTIONS,
  type FacetOption,
  MAX_BRANDS,
  MAX_OPTION_VALUES,
  MAX_SEARCH_LENGTH,
  PRODUCT_ORDERS,
  type ProductOrder,
} from '../../../../universal/product-query';

export const MAX_PAGE_SIZE = 1000;
/** Offsets are bounded so a hostile query cannot make the database walk an arbitrarily long list. */
export const MAX_OFFSET = 1_000_000;

/** What the catalogue search answers: the product list's query (the rules under rules/ read it). */
export interface ProductQuery extends ProductListParams {
  /** FakeStore's sort: by id ascending or descending. Ignored when `order` is given. */
  sort?: 'asc' | 'desc';
  /** The owners' synonym groups the search is expanded by (search-forms); none: the words and their forms alone. */
  synonyms?: Synonyms;
}

/** The filters one facet counts under: all of the query's except that facet's own (standard faceting). */
export function facetQueries(query: ProductQuery): Record<'brands' | 'price' | 'rating' | FacetOption, ProductQuery> {
  return {
    brands: { ...query, brands: undefined },
    price: { ...query, minPrice: undefined, maxPrice: undefined },
    rating: { ...query, minRating: undefined },
    size: { ...query, size: undefined },
    colour: { ...query, colour: undefined },
  };
}

/** The order a query asks for: `order` wins over FakeStore's `sort`. */
export function effectiveOrder(query: ProductQuery): { order: ProductOrder; reversed: boolean } {
  if (query.order) return { order: query.order, reversed: false };
  return { order: 'featured', reversed: query.sort === 'desc' };
}

export function pageOf(query: ProductQuery): { limit: number; offset: number } {
  return { limit: Math.min(query.limit ?? MAX_PAGE_SIZE, MAX_PAGE_SIZE), offset: query.offset ?? 0 };
}
