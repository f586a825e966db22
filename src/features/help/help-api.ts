import { api } from '../../shared/api/api';
import type { ShopInfo } from '../../core/contracts/shop';

export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** How to reach the shop (SUPPORT_EMAIL) and its return window: configuration, so it rarely changes. */
    getShopInfo: build.query<ShopInfo, void>({ query: () => '/shop', keepUnusedDataFor: 3600 }),
  }),
});

export const { useGetShopInfoQuery } = helpApi;
