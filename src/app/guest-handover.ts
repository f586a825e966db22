import { createListenerMiddleware } from '@reduxjs/toolkit';
import { cartApi } from '../entities/cart';
import { signedIn } from '../entities/session';
import type { mergeDeviceListIntoAccount } from '../entities/recently-viewed';
import { selectSignedIn } from '../browser-kit/session';
// The endpoint's own module, not the slice's face: that brings its screens into the first load.
import { authApi } from '../features/auth/auth-api';

/**
 * What a signed-out shopper did carries into the account they sign in to (issue 34). Wired here, where
 * the slices meet, so neither knows of the other:
 * - every sign-in (and sign-up) moves the guest cart into the account's cart on the server, and the
 *   products recently viewed on the device into the account's list (issue 53);
 * - an account that has just confirmed its address (the verification link, opened signed in) asks for the
 *   mail whose link adds earlier guest orders with its email to it. Not at sign-up: until the address is
 *   confirmed the server neither counts nor mails them (decision 0090).
 */
/** Loaded at sign-in, not in every page's first load: a sign-in is rare among page loads. */
async function mergeRecentlyViewed(dispatch: Parameters<typeof mergeDeviceListIntoAccount>[0]) {
  const { mergeDeviceListIntoAccount } = await import(
    /* webpackChunkName: "recently-viewed-api" */ '../entities/recently-viewed'
  );
  await mergeDeviceListIntoAccount(dispatch);
}

export function guestHandover() {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: signedIn,
    effect: async (_action, { dispatch }) => {
      await Promise.all([dispatch(cartApi.endpoints.mergeGuestCart.initiate()), mergeRecentlyViewed(dispatch)]);
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
