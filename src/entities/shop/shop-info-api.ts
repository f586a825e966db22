import { api } from '../../browser-kit/api/api';
import type { Answer, ClientPath } from '../../universal/contracts/endpoint';
import type { getShopInfo } from '../../universal/contracts/shop';

export const shopInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/shop: how to reach the shop, its return window and country, the units one order may take and
     * the payment providers turned on. Configuration, so it rarely changes: one cached answer for every reader.
     */
    getShopInfo: build.query<Answer<typeof getShopInfo>, void>({
      query: () => '/shop' satisfies ClientPath<typeof getShopInfo>,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetShopInfoQuery } = shopInfoApi;
