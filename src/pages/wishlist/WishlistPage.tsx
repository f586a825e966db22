import { CardAddToCart } from '../../features/cart';
import { WishlistScreen } from '../../features/wishlist';
import { useMoveToCart } from './use-move-to-cart';

/**
 * /wishlist: the wish list's screen, with Move to Cart and the suggestions' Add to Cart (a suggestion
 * with options goes to its page to choose) from the cart.
 */
export default function WishlistPage() {
  const moveToCart = useMoveToCart();
  return <WishlistScreen slots={{ moveToCart, addToCart: CardAddToCart }} />;
}
