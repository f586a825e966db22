import { useToast } from '../../shared/toast';
import type { Product } from '../../core/product';
import { useChangeFailureToast } from '../../shared/api/change-failure';
import { useAddToCartMutation } from '../../entities/cart';
import { AddedToCartToast } from '../../features/cart';
import { useWishlistActions } from '../../features/wishlist';

/** Spec §4 Move to Cart: adds quantity 1, then takes the product off the wish list. */
export function useMoveToCart() {
  const toast = useToast();
  const changeFailed = useChangeFailureToast();
  const [addToCart] = useAddToCartMutation();
  const { remove } = useWishlistActions();

  return async function moveToCart(product: Product): Promise<void> {
    const productId = String(product.id);
    const added = await addToCart({ productId, quantity: 1 });
    if ('error' in added) {
      changeFailed(added.error, 'cart.add.failed');
      return;
    }
    if (await remove(productId, { quiet: true })) toast.success(<AddedToCartToast product={product} />);
  };
}
