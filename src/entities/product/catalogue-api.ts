import { createApi } from '@reduxjs/toolkit/query/react';
import type {
  getAlsoBought,
  getCategories,
  getCategoryNames,
  getFacets,
  getProduct,
  getProductsById,
  getSuggestions,
  listCategoryProducts,
  listProducts,
} from '../../universal/contracts/catalogue';
import type { Answer, ClientPath, Query } from '../../universal/contracts/endpoint';
import type { getRates } from '../../universal/contracts/rates';
import type { Product } from '../../universal/product';
import { KEEP_UNUSED_DATA_SECONDS } from '../../browser-kit/api/api';
import { catalogueBaseQuery } from '../../browser-kit/api/base-query';
import { serverAnswers } from '../../browser-kit/api/server-state';

import type { ProductListParams } from '../../universal/product-query';
import { DEFAULT_LOCALE, type Locale } from '../../universal/i18n/locale';

export type { ProductListParams };

/** GET /catalog/rates: units of each currency per US dollar, when the operator set each, each one's rounding. */
export type RatesResponse = Answer<typeof getRates>;

export interface ProductPage {
  products: Product[];
  total: number;
}

/** What the header search asks as the shopper types: the text and the shop language (for category names). */
export type SuggestParams = Required<Query<typeof getSuggestions>>;

/** The facet counts answer the list's own query without its order and page. */
export type FacetParams = Omit<ProductListParams, 'order' | 'limit' | 'offset'>;

/**
 * Every product read names the shop language it is answered in (the products' titles, descriptions and
 * option names): in its arguments, so in its cache key, and in its URL (English, the catalogue's own
 * language, is left out of it). The hooks (catalogue-queries.ts) and the server renderer's prefetches
 * add it alike, so a server-rendered page's answers are the browser's (see withLanguage).
 */
export interface ProductArgs {
  id: string;
  lang: Locale;
}

export interface ProductsByIdArgs {
  ids: readonly string[];
  lang: Locale;
}

export interface CategoryProductsArgs {
  category: string;
  limit?: number;
  lang: Locale;
}

/** "Customers also bought" for a product: at most `limit` products (the server's default without it). */
export interface AlsoBoughtArgs {
  id: number;
  limit?: number;
  lang: Locale;
}

/** A read's arguments in a language: what the hooks and the server's prefetches both dispatch. */
export function withLanguage<T extends object>(params: T, lang: Locale): T & { lang: Locale } {
  return { ...params, lang };
}

/** One product's arguments, whichever way its id came (a route parameter, a number). */
export function productArgs(id: number | string, lang: Locale): ProductArgs {
  return { id: String(id), lang };
}

/** The `lang` parameter of a read's URL, after `separator`; none for English. */
function languageParameter(lang: Locale, separator: '?' | '&'): string {
  return lang === DEFAULT_LOCALE ? '' : `${separator}lang=${lang}`;
}

export function productListQueryString(params: ProductListParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || value === false) continue;
    if (key === 'lang' && value === DEFAULT_LOCALE) continue;
    query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The catalogue service (/catalog); every slice that shows products reads them through here. */
export const catalogueApi = createApi({
  reducerPath: 'catalogueApi',
  baseQuery: catalogueBaseQuery,
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  extractRehydrationInfo: serverAnswers,
  // What prices hang on besides the products (issue 50): read again when checkout finds the cart's total moved.
  tagTypes: ['Rates', 'DeliveryTerms'],
  endpoints: (build) => ({
    getProducts: build.query<ProductPage, ProductListParams>({
      query: (params) => `${'/products' satisfies ClientPath<typeof listProducts>}${productListQueryString(params)}`,
      transformResponse: (products: Answer<typeof listProducts>, meta) => ({
        products,
        total: Number(meta?.response?.headers.get('X-Total-Count') ?? products.length),
      }),
    }),
    getProduct: build.query<Answer<typeof getProduct>, ProductArgs>({
      query: ({ id, lang }) =>
        `${`/products/${encodeURIComponent(id)}` satisfies ClientPath<typeof getProduct>}${languageParameter(lang, '?')}`,
    }),
    /** Several products in one request (ids sorted, at most MAX_PRODUCTS_BY_ID); see useCatalogueProducts. */
    getProductsById: build.query<Answer<typeof getProductsById>, ProductsByIdArgs>({
      query: ({ ids, lang }) =>
        `${'/products/by-id' satisfies ClientPath<typeof getProductsById>}?ids=${ids.join(',')}${languageParameter(lang, '&')}`,
      // Only a carrier: its products are copied into getProduct's entries, which the pages read.
      keepUnusedDataFor: 0,
    }),
    getCategories: build.query<Answer<typeof getCategories>, void>({
      query: () => '/products/categories' satisfies ClientPath<typeof getCategories>,
    }),
    /** The names owners gave categories, every language: the shell loads them with the categories. */
    getCategoryNames: build.query<Answer<typeof getCategoryNames>, void>({
      query: () => '/category-names' satisfies ClientPath<typeof getCategoryNames>,
    }),
    getFacets: build.query<Answer<typeof getFacets>, FacetParams>({
      query: (params) => `${'/facets' satisfies ClientPath<typeof getFacets>}${productListQueryString(params)}`,
    }),
    getSuggestions: build.query<Answer<typeof getSuggestions>, SuggestParams>({
      query: ({ q, lang }) =>
        `${'/suggest' satisfies ClientPath<typeof getSuggestions>}?${new URLSearchParams({ q, lang }).toString()}`,
      // Each prefix typed is its own entry; a shopper rarely returns to one after a minute.
      keepUnusedDataFor: 60,
    }),
    getRates: build.query<RatesResponse, void>({
      query: () => '/rates' satisfies ClientPath<typeof getRates>,
      providesTags: ['Rates'],
    }),
    getAlsoBought: build.query<Answer<typeof getAlsoBought>, AlsoBoughtArgs>({
      query: ({ id, limit, lang }) =>
        `${`/products/${id}/also-bought` satisfies ClientPath<typeof getAlsoBought>}${productListQueryString({ limit, lang })}`,
    }),
    getCategoryProducts: build.query<Answer<typeof listCategoryProducts>, CategoryProductsArgs>({
      query: ({ category, limit, lang }) =>
        `${`/products/category/${encodeURIComponent(category)}` satisfies ClientPath<typeof listCategoryProducts>}${productListQueryString({ limit, lang })}`,
    }),
  }),
});

/** The reads that name no language (product reads go through catalogue-queries.ts). */
export const { useGetCategoriesQuery, useGetCategoryNamesQuery, useGetRatesQuery, useGetSuggestionsQuery } =
  catalogueApi;
