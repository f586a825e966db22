import { useState } from 'react';
import { useChangeFailureToast } from '../../shared/api/change-failure';
import { useToast } from '../../shared/toast';
import { useRemoveFromCartMutation } from '../cart';
import { useWishlistActions } from '../wishlist';

/** Spec §4 Save: onto the wish list first (already there counts), then out of the cart. */
export function useSaveForLater(productId: string) {
  const toast = useToast();
  const changeFailed = useChangeFailureToast();
  const [removeFromCart] = useRemoveFromCartMutation();
  const wishlist = useWishlistActions();
  const [busy, setBusy] = useState(false);

  async function saveForLater(): Promise<void> {
    setBusy(true);
    try {
      if ((await wishlist.save(productId, { quiet: true })) === 'failed') return;
      const result = await removeFromCart({ productId });
      if ('error' in result) changeFailed(result.error, 'cart.line.removeFailed');
      else toast.success('cart.line.movedToWishlist');
    } finally {
      setBusy(false);
    }
  }

  return { saveForLater, busy };
}
