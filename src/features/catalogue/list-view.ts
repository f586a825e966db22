import { categoryName, type NamedIn } from '../../universal/i18n/category-names';
import type { MessageId } from '../../universal/i18n/messages';
import type { FacetParams, ProductListParams } from '../../entities/product';
import {
  type FacetOption,
  MAX_BRANDS,
  MAX_OPTION_VALUES,
  MAX_SEARCH_LENGTH,
  PRODUCT_ORDERS,
  type ProductOrder,
} from '../../universal/product-query';

/**
 * The product list's whole view lives in the URL
 * (/products?category=…&brands=…&size=…&colour=…&inStock=true&price=…&rating=…&sort=…&page=…),
 * so a shared link reproduces it and Back restores the previous one. This module is the one home of that
 * mapping: URL → view → catalogue query, and view → canonical URL.
 */

export const PAGE_SIZE = 24;
/** The server combines at most MAX_BRANDS brand keywords; more in a hand-edited URL are ignored. */
export { MAX_BRANDS };
const MAX_PAGE = 10_000;

export const SORT_OPTIONS = PRODUCT_ORDERS;
export type SortOrder = ProductOrder;

/** Spec §9: price filter bands 0-50, 50-100, 100-200 (dollars). */
export const PRICE_BANDS = [
  { value: '0-50', label: '$0-$50', min: 0, max: 50 },
  { value: '50-100', label: '$50-$100', min: 50, max: 100 },
  { value: '100-200', label: '$100-$200', min: 100, max: 200 },
] as const;
export type PriceBand = (typeof PRICE_BANDS)[number]['value'];

/** Customer Reviews filter: '4 stars & up', '3 stars & up', '2 stars & up'. */
export const RATING_OPTIONS = [4, 3, 2] as const;
export type RatingFloor = (typeof RATING_OPTIONS)[number];

export interface ListView {
  category?: string;
  search?: string;
  /** The shopper chose their own spelling over the suggested correction. */
  exact: boolean;
  deals: boolean;
  prime: boolean;
  brands: string[];
  /** Sizes and colours chosen (option values, as the Size and Colour facets name them). */
  size: string[];
  colour: string[];
  /** "In stock only". */
  inStock: boolean;
  price?: PriceBand;
  rating?: RatingFloor;
  sort: SortOrder;
  /** 1-based. */
  page: number;
}

const oneOf = <T extends string | number>(options: readonly T[], value: unknown): T | undefined =>
  options.find((option) => String(option) === value);

function text(value: string | null, maxLength: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, maxLength) : undefined;
}

/** A comma-separated list of the URL (brands, sizes, colours): each value once, at most `max`. */
function parseList(value: string | null, max: number): string[] {
  const values = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return [...new Set(values)].slice(0, max);
}

export function parseBrands(value: string | null): string[] {
  return parseList(value, MAX_BRANDS);
}

/** Reads the view from the URL; anything malformed falls back to its default instead of failing the page. */
export function readListView(params: URLSearchParams): ListView {
  const page = Number(params.get('page'));
  return {
    category: text(params.get('category'), 100),
    search: text(params.get('search'), MAX_SEARCH_LENGTH),
    exact: params.get('exact') === 'true',
    deals: params.get('deals') === 'true',
    prime: params.get('prime') === 'true',
    brands: parseBrands(params.get('brands')),
    size: parseList(params.get('size'), MAX_OPTION_VALUES),
    colour: parseList(params.get('colour'), MAX_OPTION_VALUES),
    inStock: params.get('inStock') === 'true',
    price: oneOf(
      PRICE_BANDS.map((band) => band.value),
      params.get('price'),
    ),
    rating: oneOf(RATING_OPTIONS, params.get('rating')),
    sort: oneOf(SORT_OPTIONS, params.get('sort')) ?? 'featured',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The canonical URL of a view: defaults are left out, so equal views have equal URLs. */
export function writeListView(view: ListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.category) params.set('category', view.category);
  if (view.search) params.set('search', view.search);
  if (view.search && view.exact) params.set('exact', 'true');
  if (view.deals) params.set('deals', 'true');
  if (view.prime) params.set('prime', 'true');
  if (view.brands.length > 0) params.set('brands', view.brands.join(','));
  if (view.size.length > 0) params.set('size', view.size.join(','));
  if (view.colour.length > 0) params.set('colour', view.colour.join(','));
  if (view.inStock) params.set('inStock', 'true');
  if (view.price) params.set('price', view.price);
  if (view.rating) params.set('rating', String(view.rating));
  if (view.sort !== 'featured') params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export type ViewChange = Partial<
  Pick<ListView, 'brands' | FacetOption | 'inStock' | 'price' | 'rating' | 'sort' | 'page'>
>;

/** Applies a change; any change other than paging starts again at page 1, since the old page may not exist. */
export function changeView(view: ListView, change: ViewChange): ListView {
  return { ...view, ...change, page: change.page ?? 1 };
}

export function clearFilters(view: ListView): ListView {
  return { ...view, brands: [], size: [], colour: [], inStock: false, price: undefined, rating: undefined, page: 1 };
}

export function activeFilterCount(view: ListView): number {
  return (
    view.brands.length +
    view.size.length +
    view.colour.length +
    (view.inStock ? 1 : 0) +
    (view.price ? 1 : 0) +
    (view.rating ? 1 : 0)
  );
}

/** The catalogue query for a view: all filtering, ordering and paging run on the server. */
export function toProductQuery(view: ListView): ProductListParams {
  const band = PRICE_BANDS.find((candidate) => candidate.value === view.price);
  return {
    ...contextQuery(view),
    brands: view.brands.length > 0 ? view.brands : undefined,
    size: view.size.length > 0 ? view.size : undefined,
    colour: view.colour.length > 0 ? view.colour : undefined,
    inStock: view.inStock || undefined,
    minPrice: band?.min,
    maxPrice: band?.max,
    minRating: view.rating,
    order: view.sort,
    limit: PAGE_SIZE,
    offset: (view.page - 1) * PAGE_SIZE,
  };
}

/** What the shopper came for (category, search, deals, prime), without the refinements. */
export function contextQuery(view: ListView): ProductListParams {
  return {
    category: view.category,
    search: view.search,
    exact: (view.search && view.exact) || undefined,
    deals: view.deals || undefined,
    prime: view.prime || undefined,
  };
}

/** The facet counts' query: the list's own filters, without its order and page (the cache key the server renders too). */
export function facetQuery(view: ListView): FacetParams {
  const { order: _order, limit: _limit, offset: _offset, ...filters } = toProductQuery(view);
  return filters;
}

export { capitalise } from '../../universal/i18n/category-names';

/** How list-view texts are put into words: the page's formatMessage (react-intl's, or the server's). */
type Format = (descriptor: { id: MessageId }, values?: Record<string, string | number>) => string;

/** Spec §2 product list titles, in the spec's order of precedence, in the page's language (`named`: owners' category names). */
export function listTitle(
  view: Pick<ListView, 'category' | 'search' | 'deals' | 'prime'>,
  format: Format,
  named?: NamedIn,
): string {
  if (view.deals) return format({ id: 'list.title.deals' });
  if (view.prime) return format({ id: 'list.title.prime' });
  if (view.category)
    return format({ id: 'list.title.category' }, { category: categoryName(view.category, format, named) });
  if (view.search) return format({ id: 'list.title.search' }, { search: view.search });
  return format({ id: 'list.title.all' });
}

export function listSubtitle(view: Pick<ListView, 'deals' | 'prime'>, format: Format): string | undefined {
  if (view.deals) return format({ id: 'list.subtitle.deals' });
  if (view.prime) return format({ id: 'list.subtitle.prime' });
  return undefined;
}

/** '1-24 of 64 results', '1 result', 'No results'. */
export function resultRange(view: Pick<ListView, 'page'>, total: number, shown: number, format: Format): string {
  if (total === 0) return format({ id: 'list.results.none' });
  const first = (view.page - 1) * PAGE_SIZE + 1;
  if (shown === total) return format({ id: 'list.results.count' }, { total });
  return format({ id: 'list.results.range' }, { first, last: first + shown - 1, total });
}
