import { useSelector } from 'react-redux';
import { selectAnyPending } from '../../shared/api/pending-mutations';
import { useLoadFailureToast } from '../../shared/api/use-load-failure-toast';
import { selectSignedIn } from '../../shared/session';
import { CART_MUTATIONS, type CartItem, useGetCartQuery } from './cart-api';

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
    adjustments: signedIn ? query.data?.adjustments : undefined,
    isLoading: signedIn && (query.isLoading || query.isFetching || changing),
    isError: signedIn && query.isError,
    /** The server's answer is at hand (after a failed reload, the last one it gave). */
    loaded: signedIn && query.data !== undefined,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
