import { api } from '../../shared/api/api';
import type { Answer, Body, ClientPath } from '../../core/contracts/endpoint';
import type { cancelOrder, checkout, getOrder, listOrders, Order, OrderItem } from '../../core/contracts/order';
import type { getOrderReturns, requestReturn } from '../../core/contracts/returns';

export type { Order, OrderItem };

/**
 * The checkout payload of spec §3: paymentMethod already carries its ' (Demo)' suffix. cartVersion is the
 * version of the cart the page showed: the server refuses any other (409 CART_CHANGED).
 */
export type CheckoutPayload = Body<typeof checkout>;

export interface CheckoutArgs {
  body: CheckoutPayload;
  /** One per checkout attempt, reused when the same attempt is sent again (see use-checkout-attempt). */
  idempotencyKey: string;
}

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<Answer<typeof listOrders>, void>({
      query: () => '/orders' satisfies ClientPath<typeof listOrders>,
      providesTags: (orders) => [
        'Orders',
        ...(orders ?? []).map((order) => ({ type: 'Order' as const, id: order._id })),
      ],
    }),
    getOrder: build.query<Answer<typeof getOrder>, string>({
      query: (id) => `/orders/${encodeURIComponent(id)}` satisfies ClientPath<typeof getOrder>,
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),
    /** The server empties the cart in the same transaction, so the cached cart is refetched. */
    checkout: build.mutation<Answer<typeof checkout>, CheckoutArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: '/orders/checkout' satisfies ClientPath<typeof checkout>,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // An order marks the saved address it went to as used, or saves it (a book's first is the profile's).
      invalidatesTags: (result, _error, { body }) =>
        result?.success
          ? ['Orders', 'Cart', 'Addresses', ...(body.saveAddress ? (['Profile'] as const) : [])]
          : ['Cart'],
      // The success page shows the order placed (its total and delivery) without asking for it again.
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        const order = await queryFulfilled.then(({ data }) => data.order).catch(() => undefined);
        if (order) dispatch(ordersApi.util.upsertQueryData('getOrder', order._id, order));
      },
    }),
    /** Cancels one of the shopper's orders before it ships; the server answers the cancelled order. */
    cancelOrder: build.mutation<Answer<typeof cancelOrder>, string>({
      query: (id) => ({
        url: `/orders/${encodeURIComponent(id)}/cancel` satisfies ClientPath<typeof cancelOrder>,
        method: 'POST',
      }),
      invalidatesTags: (_order, _error, id) => ['Orders', { type: 'Order', id }],
    }),
    /** An order's return requests and until when it can be returned. */
    getOrderReturns: build.query<Answer<typeof getOrderReturns>, string>({
      query: (id) => `/orders/${encodeURIComponent(id)}/returns` satisfies ClientPath<typeof getOrderReturns>,
      providesTags: (_returns, _error, id) => [{ type: 'Order', id }],
    }),
    requestReturn: build.mutation<Answer<typeof requestReturn>, { orderId: string; body: Body<typeof requestReturn> }>({
      query: ({ orderId, body }) => ({
        url: `/orders/${encodeURIComponent(orderId)}/returns` satisfies ClientPath<typeof requestReturn>,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_request, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const {
  useGetOrdersQuery,
  useGetOrderQuery,
  useCheckoutMutation,
  useCancelOrderMutation,
  useGetOrderReturnsQuery,
  useRequestReturnMutation,
} = ordersApi;
