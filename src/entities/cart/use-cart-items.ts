import { useSelector } from 'react-redux';
import { selectAnyPending } from '../../browser-kit/api/pending-mutations';
import { useLoadFailureToast } from '../../browser-kit/api/use-load-failure-toast';
import { CART_MUTATIONS, type CartItem, useGetCartQuery } from './cart-api';

const selectCartChanging = selectAnyPending(CART_MUTATIONS);

const NO_ITEMS: CartItem[] = [];

/**
 * The shopper's cart lines as the server keeps them: the account's, or a signed-out visitor's guest cart
 * (issue 34; the server knows it by its cookie). Loads by itself, and a failed load shows 'Failed to load
 * cart' once.
 */
export function useCartItems() {
  // A tab left open goes stale when the cart changes in another tab or on another device: it loads the
  // cart again when it is looked at again or comes back online (issue 31).
  const query = useGetCartQuery(undefined, { refetchOnFocus: true, refetchOnReconnect: true });
  useLoadFailureToast(query, 'cart.loadFailed');
  const changing = useSelector(selectCartChanging);
  return {
    items: query.data?.items ?? NO_ITEMS,
    promoCode: query.data?.promoCode,
    /** What the code gives, as the server will apply it at checkout (issue 35). */
    promotion: query.data?.promotion,
    version: query.data?.version,
    adjustments: query.data?.adjustments,
    isLoading: query.isLoading || query.isFetching || changing,
    isError: query.isError,
    /** The server's answer is at hand (after a failed reload, the last one it gave). */
    loaded: query.data !== undefined,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
