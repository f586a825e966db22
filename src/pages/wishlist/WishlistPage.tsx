import { AddToCartButton } from '../../features/cart';
import { WishlistScreen } from '../../features/wishlist';
import type { Product } from '../../core/product';
import { useMoveToCart } from './use-move-to-cart';

function AddSuggestionToCart({ product }: { product: Product }) {
  return <AddToCartButton product={product} size="small" fullWidth />;
}

/** /wishlist: the wish list's screen, with Move to Cart and the suggestions' Add to Cart from the cart. */
export default function WishlistPage() {
  const moveToCart = useMoveToCart();
  return <WishlistScreen slots={{ moveToCart, addToCart: AddSuggestionToCart }} />;
}
