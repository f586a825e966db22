import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectAnyPending } from '../../browser-kit/api/pending-mutations';
import { useCatalogueProducts } from '../../entities/product';
import { useLoadFailureToast } from '../../browser-kit/api/use-load-failure-toast';
import { fallbackProduct, type Product } from '../../universal/product';
import type { Variant } from '../../universal/contracts/catalogue';
import { variantBySku, variantLabel } from '../../universal/variants';
import { selectSignedIn } from '../../browser-kit/session';
import { useGetWishlistQuery, WISHLIST_MUTATIONS, type WishlistItem } from './wishlist-api';

export interface WishlistLine extends WishlistItem {
  product: Product;
  /** The variant saved, as the catalogue sells it now (undefined while the product could not be loaded). */
  variant: Variant | undefined;
  /** Its values ("Navy / M"); '' for a product without options. */
  label: string;
}

function lineOf(item: WishlistItem, product: Product): WishlistLine {
  const variant = variantBySku(product, item.sku);
  return { ...item, product, variant, label: variant ? variantLabel(product, variant) : '' };
}

const selectWishlistChanging = selectAnyPending(WISHLIST_MUTATIONS);

const NO_ITEMS: WishlistItem[] = [];

/**
 * The signed-in shopper's saved products as the server keeps them: loads by itself with a session,
 * empty without one; a failed load shows 'Failed to load wishlist' once.
 */
export function useWishlistItems() {
  const signedIn = useSelector(selectSignedIn);
  const query = useGetWishlistQuery(undefined, { skip: !signedIn });
  useLoadFailureToast(query, 'wishlist.loadFailed');
  const changing = useSelector(selectWishlistChanging);
  return {
    items: signedIn ? (query.data?.items ?? NO_ITEMS) : NO_ITEMS,
    isLoading: signedIn && (query.isLoading || query.isFetching || changing),
    isError: signedIn && query.isError,
    error: query.error,
    retry: () => void query.refetch(),
  };
}

/** The wish list with each product from the catalogue (or the spec §3 fallback) and the variant saved. */
export function useWishlist() {
  const { items, isLoading, isError, error, retry } = useWishlistItems();
  const products = useCatalogueProducts(items.map((item) => item.productId));
  const lines: WishlistLine[] = useMemo(
    () => items.map((item) => lineOf(item, products.byId.get(item.productId) ?? fallbackProduct(item.productId))),
    [items, products.byId],
  );
  return { lines, count: items.length, isLoading: isLoading || products.isLoading, isError, error, retry };
}
