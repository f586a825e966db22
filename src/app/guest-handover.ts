import { createListenerMiddleware } from '@reduxjs/toolkit';
import { cartApi } from '../entities/cart';
import { signedIn } from '../entities/session';
import { selectSignedIn } from '../browser-kit/session';
// The endpoint's own module, not the slice's face: that brings its screens into the first load.
import { authApi } from '../features/auth/auth-api';

/**
 * What a signed-out shopper did carries into the account they sign in to (issue 34). Wired here, where
 * the slices meet, so neither knows of the other:
 * - every sign-in (and sign-up) moves the guest cart into the account's cart on the server;
 * - an account that has just confirmed its address (the verification link, opened signed in) asks for the
 *   mail whose link adds earlier guest orders with its email to it. Not at sign-up: until the address is
 *   confirmed the server neither counts nor mails them (decision 0090).
 */
export function guestHandover() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: signedIn,
    effect: async (_action, { dispatch }) => {
      await dispatch(cartApi.endpoints.mergeGuestCart.initiate());
    },
  });
  listener.startListening({
    matcher: authApi.endpoints.verifyEmail.matchFulfilled,
    effect: async (_action, { dispatch, getState }) => {
      // Opened in a browser that is not signed in: the orders page offers the claim later.
      if (!selectSignedIn(getState() as Parameters<typeof selectSignedIn>[0])) return;
      // Loaded when asked: a sign-up is rare among page loads, and the orders' endpoints are not in the first one.
      const { ordersApi } = await import(/* webpackChunkName: "orders-api" */ '../features/orders/orders-api');
      await dispatch(ordersApi.endpoints.requestOrderClaim.initiate());
    },
  });
  return listener.middleware;
}
