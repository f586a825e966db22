import { api } from '../../shared/api/api';
import type { Answer, Body, ClientPath } from '../../core/contracts/endpoint';
import type {
  cancelOrder,
  checkout,
  claimOrders,
  getOrder,
  listOrders,
  lookupOrder,
  Order,
  OrderItem,
  requestOrderClaim,
} from '../../core/contracts/order';
import { ORDER_ACCESS_HEADER, ORDER_ACCESS_PARAM } from '../../core/order-access';
import type { getOrderReturns, requestReturn } from '../../core/contracts/returns';
import type { Locale } from '../../core/i18n/locale';
import { orderNumber } from '../../core/order-status';
import { saveFile } from '../../shared/save-file';

export type { Order, OrderItem };

/**
 * The checkout payload of spec §3: paymentMethod already carries its ' (Demo)' suffix. cartVersion is the
 * version of the cart the page showed: the server refuses any other (409 CART_CHANGED).
 */
export type CheckoutPayload = Body<typeof checkout>;

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

/** The page of an order (or its `/receipt`), with a guest's key, so the link opens without signing in. */
export function orderPagePath(ref: OrderRef, page: '' | '/receipt' = ''): string {
  const path = `/orders/${encodeURIComponent(ref.id)}${page}`;
  return ref.access ? `${path}?${ORDER_ACCESS_PARAM}=${encodeURIComponent(ref.access)}` : path;
}

/** The header that opens a guest's order; none for an account's. */
const accessHeaders = (ref: OrderRef) => (ref.access ? { [ORDER_ACCESS_HEADER]: ref.access } : undefined);

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
    getOrder: build.query<Answer<typeof getOrder>, OrderRef>({
      query: (ref) => ({
        url: `/orders/${encodeURIComponent(ref.id)}` satisfies ClientPath<typeof getOrder>,
        headers: accessHeaders(ref),
      }),
      providesTags: (_order, _error, { id }) => [{ type: 'Order', id }],
    }),
    /**
     * The receipt PDF comes through the API's own base query, so it carries the session's bearer token, or
     * a guest order's key (a plain link would carry neither), and a 401 ends the session like any call. The
     * file goes straight to the downloads; the store keeps nothing but that it happened.
     */
    downloadReceipt: build.mutation<null, { order: OrderRef; locale: Locale }>({
      async queryFn({ order, locale }, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({
          url: `/orders/${encodeURIComponent(order.id)}/receipt.pdf?lang=${locale}`,
          headers: accessHeaders(order),
          // A refusal is the API's JSON error body; only a success is the file.
          responseHandler: (response) => (response.ok ? response.blob() : response.json()),
        });
        if (result.error) return { error: result.error };
        saveFile(result.data as Blob, `receipt-${orderNumber(order.id)}.pdf`);
        return { data: null };
      },
    }),
    /** A guest's order by its number and email: its id and access key, to open its page. */
    lookupOrder: build.mutation<Answer<typeof lookupOrder>, Body<typeof lookupOrder>>({
      query: (body) => ({ url: '/orders/lookup' satisfies ClientPath<typeof lookupOrder>, method: 'POST', body }),
    }),
    /** Mails the account a link that adds its email's guest orders to it; answers how many wait. */
    requestOrderClaim: build.mutation<Answer<typeof requestOrderClaim>, void>({
      query: () => ({ url: '/orders/claims' satisfies ClientPath<typeof requestOrderClaim>, method: 'POST' }),
    }),
    claimOrders: build.mutation<Answer<typeof claimOrders>, string>({
      query: (token) => ({
        url: `/orders/claims/${encodeURIComponent(token)}` satisfies ClientPath<typeof claimOrders>,
        method: 'POST',
      }),
      invalidatesTags: (result) => (result ? ['Orders'] : []),
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
        if (order) dispatch(ordersApi.util.upsertQueryData('getOrder', orderRef(order), order));
      },
    }),
    /** Cancels one of the shopper's orders before it ships; the server answers the cancelled order. */
    cancelOrder: build.mutation<Answer<typeof cancelOrder>, OrderRef>({
      query: (ref) => ({
        url: `/orders/${encodeURIComponent(ref.id)}/cancel` satisfies ClientPath<typeof cancelOrder>,
        method: 'POST',
        headers: accessHeaders(ref),
      }),
      invalidatesTags: (_order, _error, { id }) => ['Orders', { type: 'Order', id }],
    }),
    /** An order's return requests and until when it can be returned. */
    getOrderReturns: build.query<Answer<typeof getOrderReturns>, OrderRef>({
      query: (ref) => ({
        url: `/orders/${encodeURIComponent(ref.id)}/returns` satisfies ClientPath<typeof getOrderReturns>,
        headers: accessHeaders(ref),
      }),
      providesTags: (_returns, _error, { id }) => [{ type: 'Order', id }],
    }),
    requestReturn: build.mutation<Answer<typeof requestReturn>, { order: OrderRef; body: Body<typeof requestReturn> }>({
      query: ({ order, body }) => ({
        url: `/orders/${encodeURIComponent(order.id)}/returns` satisfies ClientPath<typeof requestReturn>,
        method: 'POST',
        body,
        headers: accessHeaders(order),
      }),
      invalidatesTags: (_request, _error, { order }) => [{ type: 'Order', id: order.id }],
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
  useLookupOrderMutation,
  useRequestOrderClaimMutation,
  useClaimOrdersMutation,
  useDownloadReceiptMutation,
} = ordersApi;
