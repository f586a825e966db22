import { api } from '../../browser-kit/api/api';
import type { getShopInfo } from '../../universal/contracts/shop';
import type { Answer, ClientPath } from '../../universal/contracts/endpoint';
import { MAX_QUANTITY_PER_LINE } from '../../universal/pricing';

const shopApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCartShopInfo: build.query<Answer<typeof getShopInfo>, void>({
      query: () => '/shop' satisfies ClientPath<typeof getShopInfo>,
    }),
  }),
});

/**
 * The most units of one item an order may take (GET /api/shop's `unitsPerOrder`, ORDER_MAX_UNITS_PER_VARIANT,
 * decision 0089): the cart's steppers stop there, as the server does. Until the answer comes, the cart's
 * own line cap; a change past the shop's limit is then refused with QUANTITY_LIMIT and said in a toast.
 */
export function useUnitsPerOrder(): number {
  const { data } = shopApi.useGetCartShopInfoQuery();
  return Math.min(data?.unitsPerOrder ?? MAX_QUANTITY_PER_LINE, MAX_QUANTITY_PER_LINE);
}
