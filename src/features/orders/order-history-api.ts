import { api } from '../../browser-kit/api/api';
import type { Answer, ClientPath } from '../../universal/contracts/endpoint';
import type { listOrders } from '../../universal/contracts/order';

/**
 * The shopper's orders: the one orders query read outside the orders' own screens (the signed-in header's
 * ship-to, the account page, checkout's starting address), so a module of its own. Those chunks carry it
 * without the orders' other calls (receipts, returns, payments, claims: orders-api.ts, with the orders'
 * screens), and a first visit to `/account` downloads it once rather than the whole orders API in two chunks.
 */
export const orderHistoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<Answer<typeof listOrders>, void>({
      query: () => '/orders' satisfies ClientPath<typeof listOrders>,
      providesTags: (orders) => [
        'Orders',
        ...(orders ?? []).map((order) => ({ type: 'Order' as const, id: order._id })),
      ],
    }),
  }),
});

export const { useGetOrdersQuery } = orderHistoryApi;
