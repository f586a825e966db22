import { createSelector, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { MAX_PRODUCTS_BY_ID } from '../../universal/contracts/product-id';
import { fallbackProduct, type Product } from '../../universal/product';
import { catalogueApi, productArgs } from './catalogue-api';
import type { Locale } from '../../universal/i18n/locale';
import { useShopperLocale } from '../../browser-kit/i18n/shopper-locale';

export interface CatalogueProducts {
  /** Every requested id: the catalogue's product, or the spec §3 fallback when it could not be loaded. */
  byId: ReadonlyMap<string, Product>;
  /** True while any requested product is still on its way. */
  isLoading: boolean;
  /** The requested ids the catalogue did not answer (gone from it, or the request failed): shown as the fallback. */
  missing: ReadonlySet<string>;
}

type CatalogueState = Parameters<ReturnType<typeof catalogueApi.endpoints.getProduct.select>>[0];
type CatalogueDispatch = ThunkDispatch<CatalogueState, unknown, UnknownAction>;

/**
 * Fetches the products of `ids` that no getProduct entry holds or is fetching, MAX_PRODUCTS_BY_ID a
 * request, and files each under its own getProduct entry. A cart of 40 lines was 40 requests, queued
 * six at a time over a phone's connection; it is one now.
 */
async function fetchUncached(dispatch: CatalogueDispatch, state: CatalogueState, ids: readonly string[], lang: Locale) {
  const uncached = ids.filter((id) => {
    const { status } = catalogueApi.endpoints.getProduct.select(productArgs(id, lang))(state);
    return status !== 'fulfilled' && status !== 'pending';
  });
  const requests = [];
  for (let start = 0; start < uncached.length; start += MAX_PRODUCTS_BY_ID) {
    const chunk = uncached.slice(start, start + MAX_PRODUCTS_BY_ID);
    requests.push(
      dispatch(catalogueApi.endpoints.getProductsById.initiate({ ids: chunk, lang }, { subscribe: false })),
    );
  }
  for (const { data } of await Promise.all(requests)) {
    if (!data) continue;
    dispatch(
      catalogueApi.util.upsertQueryEntries(
        data.map((product) => ({ endpointName: 'getProduct', arg: productArgs(product.id, lang), value: product })),
      ),
    );
  }
}

/**
 * Products for a list of ids (cart and wish-list lines): the ones not yet loaded in one request, then
 * one cached `getProduct` entry per id, shared with the product pages however many lists show it. An
 * id the batch did not answer (a product gone from the catalogue, or the request failed) is asked on
 * its own, and shows the fallback if that fails too.
 */
export function useCatalogueProducts(ids: readonly string[]): CatalogueProducts {
  const dispatch = useDispatch<CatalogueDispatch>();
  const store = useStore<CatalogueState>();
  const { locale } = useShopperLocale();
  // A stable key, so re-renders with the same ids neither re-subscribe nor re-select.
  const key = [...new Set(ids)].sort().join(',');
  const unique = useMemo(() => (key ? key.split(',') : []), [key]);

  useEffect(() => {
    let active = true;
    let subscriptions: { unsubscribe: () => void }[] = [];
    void fetchUncached(dispatch, store.getState(), unique, locale).then(() => {
      if (active)
        subscriptions = unique.map((id) =>
          dispatch(catalogueApi.endpoints.getProduct.initiate(productArgs(id, locale))),
        );
    });
    return () => {
      active = false;
      subscriptions.forEach((subscription) => subscription.unsubscribe());
    };
  }, [dispatch, store, unique, locale]);

  const select = useMemo(
    () =>
      createSelector(
        unique.map((id) => catalogueApi.endpoints.getProduct.select(productArgs(id, locale))),
        (...results): CatalogueProducts => ({
          byId: new Map(unique.map((id, index) => [id, results[index]?.data ?? fallbackProduct(id)])),
          isLoading: results.some((result) => !result || result.isUninitialized || result.isLoading),
          missing: new Set(unique.filter((_id, index) => results[index]?.isError)),
        }),
      ),
    [unique, locale],
  );
  return useSelector(select);
}
