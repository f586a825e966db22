import { api } from '../../browser-kit/api/api';
import { sendsBody } from '../../browser-kit/api/sends-body';
import { whenAnswered } from '../../browser-kit/api/when-answered';
import type { Answer, Body, ClientPath } from '../../universal/contracts/endpoint';
import type { cancelOrder, claimOrders, lookupOrder, requestOrderClaim } from '../../universal/contracts/order';
import { accessHeaders, orderApi, type OrderRef } from '../../entities/order';
import type { getOrderPayment, startOrderPayment } from '../../universal/contracts/payments';
import type { getOrderReturns, requestReturn } from '../../universal/contracts/returns';
import type { Locale } from '../../universal/i18n/locale';
import { orderNumber } from '../../universal/order-status';
import { saveFile } from '../../browser-kit/save-file';

// The order's own query and refs live with the order as data (src/entities/order), shared with checkout; the
// orders list is read outside the orders' screens too, so it has a module of its own (order-history-api.ts).
export { useGetOrdersQuery } from './order-history-api';
export {
  type Order,
  type OrderItem,
  type OrderRef,
  orderPagePath,
  orderRef,
  useGetOrderQuery,
} from '../../entities/order';

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
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
      ...sendsBody('/orders/lookup' satisfies ClientPath<typeof lookupOrder>, 'POST'),
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
    /**
     * What the browser needs to take the order's payment through its provider (Stripe's client secret, or
     * Paymob's page): the same payment each time it is asked (the server's idempotency), 409
     * PAYMENT_NOT_PAYABLE once it is paid, cancelled, under review or past its hold.
     */
    startOrderPayment: build.mutation<Answer<typeof startOrderPayment>, OrderRef>({
      query: (ref) => ({
        url: `/orders/${encodeURIComponent(ref.id)}/pay` satisfies ClientPath<typeof startOrderPayment>,
        method: 'POST',
        headers: accessHeaders(ref),
      }),
    }),
    /**
     * Where the order's payment stands, on the shopper's return from the provider (the server asks the
     * provider first). A state other than the one the order was loaded with loads the order again, so its
     * page and the orders list say what the provider said.
     */
    getOrderPayment: build.query<Answer<typeof getOrderPayment>, OrderRef>({
      query: (ref) => ({
        url: `/orders/${encodeURIComponent(ref.id)}/payment` satisfies ClientPath<typeof getOrderPayment>,
        headers: accessHeaders(ref),
      }),
      async onQueryStarted(ref, { dispatch, getState, queryFulfilled }) {
        await whenAnswered(queryFulfilled, ({ state }): void => {
          const known = orderApi.endpoints.getOrder.select(ref)(getState()).data?.payment?.state;
          if (known !== undefined && known !== state)
            dispatch(api.util.invalidateTags(['Orders', { type: 'Order', id: ref.id }]));
        });
      },
    }),
  }),
});

export const {
  useStartOrderPaymentMutation,
  useGetOrderPaymentQuery,
  useCancelOrderMutation,
  useGetOrderReturnsQuery,
  useRequestReturnMutation,
  useLookupOrderMutation,
  useRequestOrderClaimMutation,
  useClaimOrdersMutation,
  useDownloadReceiptMutation,
} = ordersApi;
