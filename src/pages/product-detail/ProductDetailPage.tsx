import { AddToCartButton } from '../../features/cart';
import { ProductDetailScreen, type ProductDetailSlots } from '../../features/catalogue';
import { ReviewsSection } from '../../features/reviews';
import { BackInStock } from '../../features/stock-alerts';
import { WishlistButton } from '../../features/wishlist';

/**
 * The buy box's Add to Cart (with the shopper's variant and quantity), wish-list button and a sold-out variant's
 * "Email me when it's back", and the reviews section.
 */
const SLOTS: ProductDetailSlots = {
  addToCart: (props) => <AddToCartButton {...props} fullWidth />,
  wishlist: ({ product, sku }) => <WishlistButton product={product} sku={sku} variant="button" />,
  backInStock: BackInStock,
  reviews: ReviewsSection,
};

/** /product/{id}: the catalogue's product page with the cart's, wish list's and reviews' parts in it. */
export default function ProductDetailPage() {
  return <ProductDetailScreen slots={SLOTS} />;
}
