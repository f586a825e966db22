import { AddToCartButton } from '../../features/cart';
import { ProductDetailScreen, type ProductDetailSlots } from '../../features/catalogue';
import { ReviewsSection } from '../../features/reviews';
import { WishlistButton } from '../../features/wishlist';

/** The buy box's Add to Cart (with the shopper's quantity) and wish-list button, and the reviews section. */
const SLOTS: ProductDetailSlots = {
  addToCart: ({ product, quantity }) => <AddToCartButton product={product} quantity={quantity} fullWidth />,
  wishlist: ({ product }) => <WishlistButton product={product} variant="button" />,
  reviews: ReviewsSection,
};

/** /product/{id}: the catalogue's product page with the cart's, wish list's and reviews' parts in it. */
export default function ProductDetailPage() {
  return <ProductDetailScreen slots={SLOTS} />;
}
