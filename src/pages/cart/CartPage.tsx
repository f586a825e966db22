import { CartScreen } from '../../features/cart';
import { AlsoBought, RecentlyViewed } from '../../features/catalogue';
import { useSaveForLater } from './use-save-for-later';

/**
 * /cart: the cart's screen, its lines' Save for later taking products to the wish list, what others bought
 * with them, and under an empty cart the shopper's recently viewed products.
 */
export default function CartPage() {
  const saveForLater = useSaveForLater();
  return <CartScreen saveForLater={saveForLater} alsoBought={AlsoBought} afterEmpty={<RecentlyViewed />} />;
}
