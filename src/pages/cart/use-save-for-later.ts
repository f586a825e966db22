import { useSelector } from 'react-redux';
import { useChangeFailureToast } from '../../browser-kit/api/change-failure';
import { selectSignedIn } from '../../browser-kit/session';
import { useToast } from '../../browser-kit/toast';
import { type CartLine, useRemoveFromCartMutation } from '../../entities/cart';
import { useWishlistActions } from '../../features/wishlist';

/**
 * Spec §4 Save: the line's variant onto the wish list first (already there counts), then the line out of
 * the cart. The cart and the wish list meet here, on the page, so neither slice imports the other.
 */
export function useSaveForLater() {
  const toast = useToast();
  const changeFailed = useChangeFailureToast();
  const [removeFromCart] = useRemoveFromCartMutation();
  const wishlist = useWishlistActions();
  const signedIn = useSelector(selectSignedIn);

  return async function saveForLater({ productId, sku }: CartLine): Promise<void> {
    // A guest has a cart but no wish list: the line stays where it is.
    if (!signedIn) {
      toast.error('wishlist.toast.signInFirst');
      return;
    }
    if ((await wishlist.save(productId, { quiet: true, sku })) === 'failed') return;
    const result = await removeFromCart({ sku });
    if ('error' in result) changeFailed(result.error, 'cart.line.removeFailed');
    else toast.success('cart.line.movedToWishlist');
  };
}
