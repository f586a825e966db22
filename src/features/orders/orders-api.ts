import { api } from '../../shared/api/api';
import type { CheckoutResponse, Order, OrderItem } from '../../core/contracts/order';
import type { OrderReturns, ReturnRequest, ReturnRequestBody } from '../../core/contracts/returns';

export type { Order, OrderItem };
import type { ShippingAddress } from '../../core/validation/checkout-schema';

/**
 * The checkout payload of spec §3: paymentMethod already carries its ' (Demo)' suffix. cartVersion is the
 * version of the cart the page showed: the server refuses any other (409 CART_CHANGED).
 */
export interface CheckoutPayload {
  shippingAddress: ShippingAddress;
  paymentMethod: string;
  deliveryOption: string;
  cartVersion: number | undefined;
}

export interface CheckoutArgs {
  body: CheckoutPayload;
  /** One per checkout attempt, reused when the same attempt is sent again (see use-checkout-attempt). */
  idempotencyKey: string;
}

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrders: build.query<Order[], void>({
      query: () => '/orders',
      providesTags: (orders) => [
        'Orders',
        ...(orders ?? []).map((order) => ({ type: 'Order' as const, id: order._id })),
      ],
    }),
    getOrder: build.query<Order, string>({
      query: (id) => `/orders/${encodeURIComponent(id)}`,
      providesTags: (_order, _error, id) => [{ type: 'Order', id }],
    }),
    /** The server empties the cart in the same transaction, so the cached cart is refetched. */
    checkout: build.mutation<CheckoutResponse, CheckoutArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: '/orders/checkout',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (result) => (result?.success ? ['Orders', 'Cart'] : ['Cart']),
      // The success page shows the order placed (its total and delivery) without asking for it again.
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        const order = await queryFulfilled.then(({ data }) => data.order).catch(() => undefined);
        if (order) dispatch(ordersApi.util.upsertQueryData('getOrder', order._id, order));
      },
    }),
    /** Cancels one of the shopper's orders before it ships; the server answers the cancelled order. */
    cancelOrder: build.mutation<Order, string>({
      query: (id) => ({ url: `/orders/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      invalidatesTags: (_order, _error, id) => ['Orders', { type: 'Order', id }],
    }),
    /** An order's return requests and until when it can be returned. */
    getOrderReturns: build.query<OrderReturns, string>({
      query: (id) => `/orders/${encodeURIComponent(id)}/returns`,
      providesTags: (_returns, _error, id) => [{ type: 'Order', id }],
    }),
    requestReturn: build.mutation<ReturnRequest, { orderId: string; body: ReturnRequestBody }>({
      query: ({ orderId, body }) => ({ url: `/orders/${encodeURIComponent(orderId)}/returns`, method: 'POST', body }),
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
