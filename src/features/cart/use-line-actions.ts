import { useToast } from '../../shared/toast';
import { useWishlistActions } from '../wishlist';
import { useRemoveFromCartMutation, useSetCartQuantityMutation } from './cart-api';
import { changeFailureMessage } from './cart-messages';

/** The cart screen's per-line changes with their spec §8 toasts. */
export function useLineActions(productId: string) {
  const toast = useToast();
  const [setCartQuantity, quantityState] = useSetCartQuantityMutation();
  const [removeFromCart, removeState] = useRemoveFromCartMutation();
  const wishlist = useWishlistActions();

  function failed(error: unknown, fallback: string) {
    const message = changeFailureMessage(error, fallback);
    if (message) toast.error(message);
  }

  return {
    busy: quantityState.isLoading || removeState.isLoading,

    async setQuantity(quantity: number): Promise<void> {
      const result = await setCartQuantity({ productId, quantity });
      if ('error' in result) failed(result.error, 'Failed to update quantity');
    },

    async remove(): Promise<void> {
      const result = await removeFromCart({ productId });
      if ('error' in result) failed(result.error, 'Failed to remove item');
      else toast.success('Item removed from cart');
    },

    /** Spec §4 Save: onto the wish list first (already there counts), then out of the cart. */
    async saveForLater(): Promise<void> {
      if ((await wishlist.save(productId, { quiet: true })) === 'failed') return;
      const result = await removeFromCart({ productId });
      if ('error' in result) failed(result.error, 'Failed to remove item');
      else toast.success('Item moved to wishlist');
    },
  };
}
