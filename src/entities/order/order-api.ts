import { api } from '../../browser-kit/api/api';
import type { Answer, ClientPath } from '../../universal/contracts/endpoint';
import type { getOrder, Order, OrderItem } from '../../universal/contracts/order';
import { ORDER_ACCESS_HEADER, ORDER_ACCESS_PARAM } from '../../universal/order-access';

export type { Order, OrderItem };

/**
 * An order as the client asks for it: by id, with a guest order's access key (from its mailed link, the
 * lookup, or the checkout's answer) when there is no session that owns it.
 */
export interface OrderRef {
  id: string;
  access?: string;
}

/** The ref of an order at hand: a guest's order carries its own key. */
export function orderRef(order: Pick<Order, '_id' | 'access'>): OrderRef {
  return order.access ? { id: order._id, access: order.access } : { id: order._id };
}

/**
 * The page of an order (or its `/receipt`, or `/pay` while its payment is due), with a guest's key, so the link
 * opens without signing in.
 */
export function orderPagePath(ref: OrderRef, page: '' | '/receipt' | '/pay' = ''): string {
  const path = `/orders/${encodeURIComponent(ref.id)}${page}`;
  return ref.access ? `${path}?${ORDER_ACCESS_PARAM}=${encodeURIComponent(ref.access)}` : path;
}

/** The header that opens a guest's order; none for an account's. */
export const accessHeaders = (ref: OrderRef) => (ref.access ? { [ORDER_ACCESS_HEADER]: ref.access } : undefined);

/**
 * One order, as its page, its receipt and checkout's success page read it: checkout puts the order it
 * placed here, so the success page shows it without asking again.
 */
export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrder: build.query<Answer<typeof getOrder>, OrderRef>({
      query: (ref) => ({
        url: `/orders/${encodeURIComponent(ref.id)}` satisfies ClientPath<typeof getOrder>,
        headers: accessHeaders(ref),
      }),
      providesTags: (_order, _error, { id }) => [{ type: 'Order', id }],
    }),
  }),
});

export const { useGetOrderQuery } = orderApi;
