import { api } from '../../browser-kit/api/api';
import type { Answer, ClientPath } from '../../universal/contracts/endpoint';
import type { getShopInfo } from '../../universal/contracts/shop';

export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** How to reach the shop (SUPPORT_EMAIL) and its return window: configuration, so it rarely changes. */
    getShopInfo: build.query<Answer<typeof getShopInfo>, void>({
      query: () => '/shop' satisfies ClientPath<typeof getShopInfo>,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetShopInfoQuery } = helpApi;
