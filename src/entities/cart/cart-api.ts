import { api } from '../../browser-kit/api/api';
import { sendsBody } from '../../browser-kit/api/sends-body';
import { whenAnswered } from '../../browser-kit/api/when-answered';
import type {
  addToCart,
  Cart,
  CartItem,
  getCart,
  mergeGuestCart,
  removeFromCart,
  setCartQuantity,
} from '../../universal/contracts/cart';
import type { Answer, Body, ClientPath } from '../../universal/contracts/endpoint';
import type { Currency } from '../../universal/i18n/money';

export type { Cart, CartItem };

/** An add: the line's product and quantity, and the variant's SKU when the shopper picked one (issue 33). */
/** What an add names: the variant's SKU, or the product id of a product that sells one variant. */
export type CartAdd = Body<typeof addToCart>;

/** The mutations whose progress counts as the cart's loading flag (spec §4). */
export const CART_MUTATIONS: readonly string[] = [
  'addToCart',
  'removeFromCart',
  'setCartQuantity',
  'clearCart',
  'applyPromoCode',
  'removePromoCode',
];

// Every change answers the whole cart: a success is written straight into the cache (no second
// request); a failure leaves the cache in doubt, so the cart is loaded again.
const reloadOnFailure = (_result: unknown, error: unknown) => (error ? (['Cart'] as const) : []);

/**
 * What every change of the cart does with its answer: written into the cart query's cache on success (the
 * caller reports a failure), the cart reloaded on failure.
 */
const CART_CHANGE = {
  invalidatesTags: reloadOnFailure,
  onQueryStarted: (
    _arg: unknown,
    { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Cart }> },
  ) =>
    whenAnswered(queryFulfilled, (data): void => {
      dispatch(cartApi.util.upsertQueryData('getCart', undefined, data));
    }),
};

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<Answer<typeof getCart>, void>({
      query: () => '/cart' satisfies ClientPath<typeof getCart>,
      providesTags: ['Cart'],
    }),
    /**
     * Right after signing in: the lines the shopper put in their cart while signed out (their guest cart,
     * named by an HttpOnly cookie) join the account's cart on the server, and the answer is the cart now.
     */
    mergeGuestCart: build.mutation<Cart, void>({
      query: () => ({ url: '/cart/merge' satisfies ClientPath<typeof mergeGuestCart>, method: 'POST' }),
      ...CART_CHANGE,
    }),
    addToCart: build.mutation<Cart, CartAdd>({
      ...sendsBody('/cart/add' satisfies ClientPath<typeof addToCart>, 'POST'),
      ...CART_CHANGE,
    }),
    removeFromCart: build.mutation<Cart, Body<typeof removeFromCart>>({
      ...sendsBody('/cart/remove' satisfies ClientPath<typeof removeFromCart>, 'POST'),
      ...CART_CHANGE,
    }),
    /** One atomic change on the server (0 or less removes the line), instead of remove-then-add. */
    setCartQuantity: build.mutation<Cart, Body<typeof setCartQuantity>>({
      ...sendsBody('/cart/set-quantity', 'POST'),
      ...CART_CHANGE,
    }),
    clearCart: build.mutation<Cart, void>({
      query: () => ({ url: '/cart/clear', method: 'DELETE' }),
      ...CART_CHANGE,
    }),
    /**
     * The server checks the code (400 'Invalid promo code') and keeps it; checkout applies it. `currency` is the
     * one the shopper will be charged in, where the code's minimum order is checked.
     */
    applyPromoCode: build.mutation<Cart, { code: string; currency?: Currency }>({
      ...sendsBody('/cart/promo', 'PUT'),
      ...CART_CHANGE,
    }),
    removePromoCode: build.mutation<Cart, void>({
      query: () => ({ url: '/cart/promo', method: 'DELETE' }),
      ...CART_CHANGE,
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useRemoveFromCartMutation,
  useSetCartQuantityMutation,
  useClearCartMutation,
  useApplyPromoCodeMutation,
  useRemovePromoCodeMutation,
} = cartApi;
