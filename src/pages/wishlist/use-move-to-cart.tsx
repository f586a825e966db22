import { useToast } from '../../browser-kit/toast';
import { useChangeFailureToast } from '../../browser-kit/api/change-failure';
import { useAddToCartMutation } from '../../entities/cart';
import { AddedToCartToast } from '../../features/cart';
import { useWishlistActions, type WishlistLine } from '../../features/wishlist';

/** Spec §4 Move to Cart: adds one of the variant saved, then takes it off the wish list. */
export function useMoveToCart() {
  const toast = useToast();
  const changeFailed = useChangeFailureToast();
  const [addToCart] = useAddToCartMutation();
  const { remove } = useWishlistActions();

  return async function moveToCart({ product, productId, sku }: WishlistLine): Promise<void> {
    const added = await addToCart({ productId, sku, quantity: 1 });
    if ('error' in added) {
      changeFailed(added.error, 'cart.add.failed');
      return;
    }
    if (await remove(productId, { quiet: true, sku })) toast.success(<AddedToCartToast product={product} />);
  };
}
