import { useToast } from '../../shared/toast';
import { useWishlistActions } from '../wishlist';
import { useRemoveFromCartMutation, useSetCartQuantityMutation } from './cart-api';
import { changeFailureMessage } from '../../shared/api/change-failure';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../shared/i18n/messages';

/** The cart screen's per-line changes with their spec §8 toasts. */
export function useLineActions(productId: string) {
  const intl = useIntl();
  const toast = useToast();
  const [setCartQuantity, quantityState] = useSetCartQuantityMutation();
  const [removeFromCart, removeState] = useRemoveFromCartMutation();
  const wishlist = useWishlistActions();

  function failed(error: unknown, fallback: MessageId) {
    const message = changeFailureMessage(error, intl.formatMessage({ id: fallback }));
    if (message) toast.error(message);
  }

  return {
    busy: quantityState.isLoading || removeState.isLoading,

    async setQuantity(quantity: number): Promise<void> {
      const result = await setCartQuantity({ productId, quantity });
      if ('error' in result) failed(result.error, 'cart.line.updateFailed');
    },

    async remove(): Promise<void> {
      const result = await removeFromCart({ productId });
      if ('error' in result) failed(result.error, 'cart.line.removeFailed');
      else toast.success(intl.formatMessage({ id: 'cart.line.removed' }));
    },

    /** Spec §4 Save: onto the wish list first (already there counts), then out of the cart. */
    async saveForLater(): Promise<void> {
      if ((await wishlist.save(productId, { quiet: true })) === 'failed') return;
      const result = await removeFromCart({ productId });
      if ('error' in result) failed(result.error, 'cart.line.removeFailed');
      else toast.success(intl.formatMessage({ id: 'cart.line.movedToWishlist' }));
    },
  };
}
