import { createListenerMiddleware } from '@reduxjs/toolkit';
import { cartApi } from '../entities/cart';
import { signedIn } from '../entities/session';
import { selectSignedIn } from '../shared/session';
// The endpoint's own module, not the slice's face: that brings its screens into the first load.
import { authApi } from '../features/auth/auth-api';

/**
 * What a signed-out shopper did carries into the account they sign in to (issue 34). Wired here, where
 * the slices meet, so neither knows of the other:
 * - every sign-in (and sign-up) moves the guest cart into the account's cart on the server;
 * - a new account asks for the mail whose link adds earlier guest orders with its email to it (a link
 *   mailed, so only the mailbox's owner can join them).
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
    matcher: authApi.endpoints.register.matchFulfilled,
    effect: async (_action, { condition, dispatch }) => {
      // The sign-up's answer arrives before its session is kept (signedIn): ask with the session only.
      if (!(await condition((_, state) => selectSignedIn(state as Parameters<typeof selectSignedIn>[0]), 5000))) return;
      // Loaded when asked: a sign-up is rare among page loads, and the orders' endpoints are not in the first one.
      const { ordersApi } = await import(/* webpackChunkName: "orders-api" */ '../features/orders/orders-api');
      await dispatch(ordersApi.endpoints.requestOrderClaim.initiate());
    },
  });
  return listener.middleware;
}
