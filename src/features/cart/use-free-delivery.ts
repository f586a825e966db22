import type { CartPromotion } from '../../universal/contracts/cart';
import { freeDeliveryShortfall, rateFor } from '../../universal/delivery-terms';
import { promoDiscount, subtotalOf, toCents } from '../../universal/pricing';
import type { CartLine } from '../../entities/cart';
import { useShipTo } from '../../entities/delivery';

/**
 * Where the cart stands against free standard delivery in the header's country, measured as the summary
 * prices it (the goods after the code's discount): 0 when it is free, the US cents still missing under
 * the region's threshold, null where standard delivery is never free, undefined while the terms load or
 * where the shop does not deliver.
 */
export function useFreeDeliveryShortfall(
  lines: readonly CartLine[],
  promotion: CartPromotion | undefined,
): number | null | undefined {
  const standard = rateFor(useShipTo().terms, 'standard');
  if (!standard) return undefined;
  const subtotal = subtotalOf(
    lines.map((line) => ({ priceCents: toCents(line.product.price), quantity: line.quantity })),
  );
  const discount = (promotion && promoDiscount(promotion, subtotal)) || 0;
  return freeDeliveryShortfall(standard, subtotal - discount);
}
