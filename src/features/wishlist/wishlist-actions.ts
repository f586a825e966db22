import { errorCode } from '../../browser-kit/api/error-answer';
import { ERROR_CODES } from '../../universal/contracts/error-codes';
import { useToast } from '../../browser-kit/toast';
import { useChangeFailureToast } from '../../browser-kit/api/change-failure';
import { useAddToWishlistMutation, useRemoveFromWishlistMutation } from './wishlist-api';

/** Outcome of saving a product: saved now, saved already (409), or failed. */
export type SaveOutcome = 'saved' | 'already-saved' | 'failed';

interface ActionOptions {
  quiet?: boolean;
  sku?: string;
}

/** Saving and un-saving with the spec §8 toasts, shared by the heart, the detail button and the cart's Save. */
export function useWishlistActions() {
  const toast = useToast();
  const changeFailed = useChangeFailureToast();
  const [addToWishlist] = useAddToWishlistMutation();
  const [removeFromWishlist] = useRemoveFromWishlistMutation();

  /**
   * Saves the variant `sku` (none: the product's default variant). `quiet`: the caller shows its own
   * success toast (the cart's 'Item moved to wishlist').
   */
  async function save(productId: string, { quiet = false, sku }: ActionOptions = {}): Promise<SaveOutcome> {
    const result = await addToWishlist({ productId, ...(sku === undefined ? {} : { sku }) });
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

  /** Takes the variant `sku` off the list (none: every saved variant of the product). */
  async function remove(productId: string, { quiet = false, sku }: ActionOptions = {}): Promise<boolean> {
    const result = await removeFromWishlist({ productId, ...(sku === undefined ? {} : { sku }) });
    if ('error' in result) {
      changeFailed(result.error, 'cart.line.removeFailed');
      return false;
    }
    if (!quiet) toast.success('wishlist.toast.removed');
    return true;
  }

  return { save, remove };
}
