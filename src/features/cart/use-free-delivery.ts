import { freeDeliveryShortfall, rateFor } from '../../universal/delivery-terms';
import type { CartPricing } from '../../universal/cart-pricing';
import { useShipTo } from '../../entities/delivery';

/**
 * Where the cart stands against free standard delivery in the header's country, measured as the summary
 * prices it (the goods after the code's discount, in the country's settlement currency): 0 when it is free,
 * the minor units still missing under the region's threshold, null where standard delivery is never free,
 * undefined while the terms or the prices load or where the shop does not deliver.
 */
export function useFreeDeliveryShortfall(pricing: CartPricing | undefined): number | null | undefined {
  const standard = rateFor(useShipTo().terms, 'standard');
  if (!standard || !pricing) return undefined;
  return freeDeliveryShortfall(standard, pricing.goods);
}
