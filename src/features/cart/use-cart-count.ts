import { itemCount } from '../../universal/pricing';
import { useCartItems } from '../../entities/cart';

/**
 * The badge's count: the sum of quantities (spec §9); 0 for anonymous visitors. When the cart could
 * not load, `unsure` is set and `count` is the last one the server gave, or undefined if it never gave
 * one: a failed load is never shown as an empty cart.
 */
export function useCartCount(): { count: number | undefined; unsure: boolean } {
  const { items, isError, loaded } = useCartItems();
  if (!isError) return { count: itemCount(items), unsure: false };
  return { count: loaded ? itemCount(items) : undefined, unsure: true };
}
