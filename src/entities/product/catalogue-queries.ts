import { skipToken } from '@reduxjs/toolkit/query';
import type { TypedUseQuerySubscriptionOptions } from '@reduxjs/toolkit/query/react';
import { useShopperLocale } from '../../browser-kit/i18n/shopper-locale';
import {
  type AlsoBoughtArgs,
  catalogueApi,
  type CategoryProductsArgs,
  type FacetParams,
  productArgs,
  type ProductListParams,
  withLanguage,
} from './catalogue-api';

/**
 * The catalogue's product reads in the page's language: each hook takes what its screen asks for and
 * adds the shop language (useShopperLocale) to the read's arguments, as the server renderer's prefetch
 * does with withLanguage, so the answers it shipped are the ones the browser looks up.
 */

type Skippable<T> = T | typeof skipToken;
/** What the screens ask of a read's subscription (skip, polling, refetching). */
type Options = TypedUseQuerySubscriptionOptions;

export function useGetProductsQuery(params: Skippable<ProductListParams>, options?: Options) {
  const { locale } = useShopperLocale();
  return catalogueApi.useGetProductsQuery(params === skipToken ? skipToken : withLanguage(params, locale), options);
}

export function useGetFacetsQuery(params: Skippable<FacetParams>, options?: Options) {
  const { locale } = useShopperLocale();
  return catalogueApi.useGetFacetsQuery(params === skipToken ? skipToken : withLanguage(params, locale), options);
}

export function useGetProductQuery(id: Skippable<number | string>, options?: Options) {
  const { locale } = useShopperLocale();
  return catalogueApi.useGetProductQuery(id === skipToken ? skipToken : productArgs(id, locale), options);
}

export function useGetCategoryProductsQuery(params: Skippable<Omit<CategoryProductsArgs, 'lang'>>, options?: Options) {
  const { locale } = useShopperLocale();
  return catalogueApi.useGetCategoryProductsQuery(
    params === skipToken ? skipToken : withLanguage(params, locale),
    options,
  );
}

export function useGetAlsoBoughtQuery(params: Skippable<Omit<AlsoBoughtArgs, 'lang'>>, options?: Options) {
  const { locale } = useShopperLocale();
  return catalogueApi.useGetAlsoBoughtQuery(params === skipToken ? skipToken : withLanguage(params, locale), options);
}
