import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { selectAnyPending } from '../../shared/api/pending-mutations';
import { useCatalogueProducts } from '../product';
import { useLoadFailureToast } from '../../shared/api/use-load-failure-toast';
import { itemCount } from '../../core/pricing';
import { fallbackProduct, type Product } from '../../core/product';
import { selectSignedIn } from '../../shared/session';
import { CART_MUTATIONS, type CartItem, useGetCartQuery } from './cart-api';

export interface CartLine extends CartItem {
  product: Product;
}

export interface CartState {
  lines: CartLine[];
  /** Units, not lines (spec §9). */
  count: number;
  /** The promo code applied to the cart on the server, if any. */
  promoCode: string | undefined;
  /** The server's version of the cart these lines are (what checkout confirms); undefined until loaded. */
  version: number | undefined;
  /** True while the cart loads or any change to it is on its way (spec §4). */
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  /** Loads the cart again after a failure. */
  retry: () => void;
}

const selectCartChanging = selectAnyPending(CART_MUTATIONS);

const NO_ITEMS: CartItem[] = [];

/**
 * The signed-in shopper's cart lines as the server keeps them. Loads by itself when a session is
 * present, is empty without one, and a failed load shows 'Failed to load cart' once.
 */
export function useCartItems() {
  const signedIn = useSelector(selectSignedIn);
  // A tab left open goes stale when the cart changes in another tab or on another device: it loads the
  // cart again when it is looked at again or comes back online (issue 31).
  const query = useGetCartQuery(undefined, { skip: !signedIn, refetchOnFocus: true, refetchOnReconnect: true });
  useLoadFailureToast(query, 'cart.loadFailed');
  const changing = useSelector(selectCartChanging);
  return {
    items: signedIn ? (query.data?.items ?? NO_ITEMS) : NO_ITEMS,
    promoCode: signedIn ? query.data?.promoCode : undefined,
    version: signedIn ? query.data?.version : undefined,
    isLoading: signedIn && (query.isLoading || query.isFetching || changing),
    isError: signedIn && query.isError,
    /** The server's answer is at hand (after a failed reload, the last one it gave). */
    loaded: signedIn && query.data !== undefined,
    error: query.error,
    retry: () => void query.refetch(),
  };
}

/** The cart with each line's product from the catalogue (or the spec §3 fallback). */
export function useCart(): CartState {
  const { items, promoCode, version, isLoading, isError, error, retry } = useCartItems();
  const products = useCatalogueProducts(items.map((item) => item.productId));
  const lines = useMemo(
    () =>
      items.map((item) => ({ ...item, product: products.byId.get(item.productId) ?? fallbackProduct(item.productId) })),
    [items, products.byId],
  );
  return {
    lines,
    count: itemCount(items),
    promoCode,
    version,
    isLoading: isLoading || products.isLoading,
    isError,
    error,
    retry,
  };
}
