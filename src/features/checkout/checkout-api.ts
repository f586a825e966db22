import { api } from '../../browser-kit/api/api';
import { whenAnswered } from '../../browser-kit/api/when-answered';
import type { Answer, Body, ClientPath } from '../../universal/contracts/endpoint';
import type { checkout } from '../../universal/contracts/order';
import type { setCartReminder } from '../../universal/contracts/cart';
import { orderApi, orderRef } from '../../entities/order';

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

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
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
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, ({ order }): void => {
          if (order) dispatch(orderApi.util.upsertQueryData('getOrder', orderRef(order), order));
        }),
    }),
    /** A guest's "Email me a reminder if I leave my cart", kept on their guest cart (decision 0121). */
    setCartReminder: build.mutation<Answer<typeof setCartReminder>, Body<typeof setCartReminder>>({
      query: (body) => ({ url: '/cart/reminder' satisfies ClientPath<typeof setCartReminder>, method: 'PUT', body }),
    }),
  }),
});

export const { useCheckoutMutation, useSetCartReminderMutation } = checkoutApi;
