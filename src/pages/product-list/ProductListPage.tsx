import type { ProductCardSlots } from '../../entities/product';
import { CardAddToCart } from '../../features/cart';
import { ProductListScreen } from '../../features/catalogue';
import { WishlistButton } from '../../features/wishlist';

/**
 * Each card: the wish-list heart in its corner, Add to Cart above View details (a product with options
 * goes to its page to choose). One object for every card.
 */
const CARD_SLOTS: ProductCardSlots = { corner: WishlistButton, actions: CardAddToCart };

/** /products: the catalogue's list, its cards carrying the cart's and the wish list's buttons. */
export default function ProductListPage() {
  return <ProductListScreen cardSlots={CARD_SLOTS} />;
}
