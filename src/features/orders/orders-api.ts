import { api } from '../../shared/api/api';
import type { OrderReturns, ReturnRequest, ReturnRequestBody } from '../../shared/contracts/returns';
import type { ShippingAddress } from '../../shared/validation/checkout-schema';

/** An order line as the server keeps it: a snapshot of the product at purchase (price in dollars). */
export interface OrderItem {
  productId: string;
  title: string;
  price: number;
  image: string;
  quantity: number;
}

/**
 * An order (spec §3). `status` is a string, not the known four: the screens show any other value
 * neutrally instead of breaking (spec §4).
 */
export interface Order {
  _id: string;
  status: string;
  createdAt: string;
  totalPrice: number;
  subtotal: number;
  /** What the cart's promo code took off (0 without one); older orders may lack it. */
  discount?: number;
  promoCode?: string;
  shipping: number;
  tax: number;
  deliveryOption: string;
  items: OrderItem[];
  shippingAddress: ShippingAddress;
  paymentMethod: string;
  user: { name: string; email: string; phone: string };
}

/** The checkout payload of spec §3: paymentMethod already carries its ' (Demo)' suffix. */
export interface CheckoutPayload {
  shippingAddress: ShippingAddress;
  paymentMethod: string;
  deliveryOption: string;
}

export interface CheckoutArgs {
  body: CheckoutPayload;
  /** One per checkout attempt, reused when the same attempt is sent again (see use-checkout-attempt). */
  idempotencyKey: string;
}

export interface CheckoutResult {
  success: boolean;
  message?: string;
  order?: Order;
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
    checkout: build.mutation<CheckoutResult, CheckoutArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: '/orders/checkout',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (result) => (result?.success ? ['Orders', 'Cart'] : ['Cart']),
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
