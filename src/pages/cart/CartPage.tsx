import { CartScreen } from '../../features/cart';
import { useSaveForLater } from './use-save-for-later';

/** /cart: the cart's screen, its lines' Save for later taking products to the wish list. */
export default function CartPage() {
  const saveForLater = useSaveForLater();
  return <CartScreen saveForLater={saveForLater} />;
}
