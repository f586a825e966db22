import { createAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { FacetsResponse, SuggestResponse } from '../../core/contracts/search';
import type { ExchangeRates } from '../../core/i18n/money';
import type { Product } from '../../core/product';
import { KEEP_UNUSED_DATA_SECONDS } from '../../shared/api/api';
import { catalogueBaseQuery } from '../../shared/api/base-query';

import type { ProductListParams } from '../../core/product-query';

export type { ProductListParams };

/** GET /catalog/rates: units of each currency per US dollar, and when the operator set each. */
export interface RatesResponse {
  base: 'USD';
  rates: ExchangeRates;
  setAt: Record<string, string>;
}

export interface ProductPage {
  products: Product[];
  total: number;
}

/** What the header search asks as the shopper types: the text and the shop language (for category names). */
export interface SuggestParams {
  q: string;
  lang: string;
}

/** The facet counts answer the list's own query without its order and page. */
export type FacetParams = Omit<ProductListParams, 'order' | 'limit' | 'offset'>;

export function productListQueryString(params: ProductListParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || value === false) continue;
    query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The catalogue state a server-rendered page was rendered with (shipped in the page as JSON): the
 * client dispatches it once before hydrating, so the page's queries start out answered.
 */
export const hydrateFromServer = createAction<Record<string, unknown>>('ssr/hydrate');

/** The catalogue service (/catalog); every slice that shows products reads them through here. */
export const catalogueApi = createApi({
  reducerPath: 'catalogueApi',
  baseQuery: catalogueBaseQuery,
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  extractRehydrationInfo(action, { reducerPath }) {
    // RTK Query's own typing of the slice state is internal; the server produced it with the same api.
    if (hydrateFromServer.match(action)) return action.payload[reducerPath] as never;
    return undefined;
  },
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductListParams>({
      query: (params) => `/products${productListQueryString(params)}`,
      transformResponse: (products: Product[], meta) => ({
        products,
        total: Number(meta?.response?.headers.get('X-Total-Count') ?? products.length),
      }),
    }),
    getProduct: build.query<Product, number | string>({ query: (id) => `/products/${encodeURIComponent(String(id))}` }),
    /** Several products in one request (ids sorted, at most MAX_PRODUCTS_BY_ID); see useCatalogueProducts. */
    getProductsById: build.query<Product[], readonly string[]>({
      query: (ids) => `/products/by-id?ids=${ids.join(',')}`,
      // Only a carrier: its products are copied into getProduct's entries, which the pages read.
      keepUnusedDataFor: 0,
    }),
    getCategories: build.query<string[], void>({ query: () => '/products/categories' }),
    getFacets: build.query<FacetsResponse, FacetParams>({
      query: (params) => `/facets${productListQueryString(params)}`,
    }),
    getSuggestions: build.query<SuggestResponse, SuggestParams>({
      query: ({ q, lang }) => `/suggest?${new URLSearchParams({ q, lang }).toString()}`,
      // Each prefix typed is its own entry; a shopper rarely returns to one after a minute.
      keepUnusedDataFor: 60,
    }),
    getRates: build.query<RatesResponse, void>({ query: () => '/rates' }),
    getCategoryProducts: build.query<Product[], { category: string; limit?: number }>({
      query: ({ category, limit }) =>
        `/products/category/${encodeURIComponent(category)}${limit ? `?limit=${limit}` : ''}`,
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetProductQuery,
  useGetCategoriesQuery,
  useGetCategoryProductsQuery,
  useGetRatesQuery,
  useGetFacetsQuery,
  useGetSuggestionsQuery,
} = catalogueApi;
