import { createSelector, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { fallbackProduct, type Product } from '../../shared/product';
import { catalogueApi } from './catalogue-api';

export interface CatalogueProducts {
  /** Every requested id: the catalogue's product, or the spec §3 fallback when it could not be loaded. */
  byId: ReadonlyMap<string, Product>;
  /** True while any requested product is still on its way. */
  isLoading: boolean;
}

type CatalogueState = Parameters<ReturnType<typeof catalogueApi.endpoints.getProduct.select>>[0];

/**
 * Products for a list of ids (cart, wish-list and order lines), one cached `getProduct` query per id:
 * each product is fetched once and shared with the product pages, however many lists show it.
 */
export function useCatalogueProducts(ids: readonly string[]): CatalogueProducts {
  const dispatch = useDispatch<ThunkDispatch<CatalogueState, unknown, UnknownAction>>();
  // A stable key, so re-renders with the same ids neither re-subscribe nor re-select.
  const key = [...new Set(ids)].sort().join(',');
  const unique = useMemo(() => (key ? key.split(',') : []), [key]);

  useEffect(() => {
    const subscriptions = unique.map((id) => dispatch(catalogueApi.endpoints.getProduct.initiate(id)));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, unique]);

  const select = useMemo(
    () =>
      createSelector(
        unique.map((id) => catalogueApi.endpoints.getProduct.select(id)),
        (...results): CatalogueProducts => ({
          byId: new Map(unique.map((id, index) => [id, results[index]?.data ?? fallbackProduct(id)])),
          isLoading: results.some((result) => !result || result.isUninitialized || result.isLoading),
        }),
      ),
    [unique],
  );
  return useSelector(select);
}
