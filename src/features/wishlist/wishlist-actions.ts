import { errorCode } from '../../shared/api/base-query';
import { ERROR_CODES } from '../../core/contracts/error-codes';
import { useToast } from '../../shared/toast';
import { useChangeFailureToast } from '../../shared/api/change-failure';
import { useAddToWishlistMutation, useRemoveFromWishlistMutation } from './wishlist-api';

/** Outcome of saving a product: saved now, saved already (409), or failed. */
export type SaveOutcome = 'saved' | 'already-saved' | 'failed';

/** Saving and un-saving with the spec §8 toasts, shared by the heart, the detail button and the cart's Save. */
export function useWishlistActions() {
  const toast = useToast();
  const changeFailed = useChangeFailureToast();
  const [addToWishlist] = useAddToWishlistMutation();
  const [removeFromWishlist] = useRemoveFromWishlistMutation();

  /** `quiet`: the caller shows its own success toast (the cart's 'Item moved to wishlist'). */
  async function save(productId: string, { quiet = false } = {}): Promise<SaveOutcome> {
    const result = await addToWishlist({ productId });
    if (!('error' in result)) {
      if (!quiet) toast.success('wishlist.toast.added');
      return 'saved';
    }
    if (errorCode(result.error) === ERROR_CODES.ITEM_ALREADY_IN_WISHLIST) {
      if (!quiet) toast.error('wishlist.toast.already');
      return 'already-saved';
    }
    changeFailed(result.error, 'wishlist.toast.addFailed');
    return 'failed';
  }

  async function remove(productId: string, { quiet = false } = {}): Promise<boolean> {
    const result = await removeFromWishlist({ productId });
    if ('error' in result) {
      changeFailed(result.error, 'cart.line.removeFailed');
      return false;
    }
    if (!quiet) toast.success('wishlist.toast.removed');
    return true;
  }

  return { save, remove };
}
