import { useGetShopInfoQuery } from '../shop';
import { MAX_QUANTITY_PER_LINE } from '../../universal/pricing';

/**
 * The most units of one item an order may take (GET /api/shop's `unitsPerOrder`, ORDER_MAX_UNITS_PER_VARIANT,
 * decision 0089): the cart's steppers stop there, as the server does. Until the answer comes, the cart's
 * own line cap; a change past the shop's limit is then refused with QUANTITY_LIMIT and said in a toast.
 */
export function useUnitsPerOrder(): number {
  const { data } = useGetShopInfoQuery();
  return Math.min(data?.unitsPerOrder ?? MAX_QUANTITY_PER_LINE, MAX_QUANTITY_PER_LINE);
}
