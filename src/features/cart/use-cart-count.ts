import { itemCount } from '../../shared/pricing';
import { useCartItems } from './use-cart';

/** Badge count: the sum of quantities (spec §9); 0 for anonymous visitors. */
export function useCartCount(): number {
  return itemCount(useCartItems().items);
}
