import { api } from '../../browser-kit/api/api';
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

/** The answer of a change, or undefined when it failed (the caller reports failures). */
async function answered(queryFulfilled: Promise<{ data: Cart }>): Promise<Cart | undefined> {
  try {
    return (await queryFulfilled).data;
  } catch {
    return undefined;
  }
}

// Every change answers the whole cart: a success is written straight into the cache (no second
// request); a failure leaves the cache in doubt, so the cart is loaded again.
const reloadOnFailure = (_result: unknown, error: unknown) => (error ? (['Cart'] as const) : []);

/** Writes a change's answer (the whole cart) into the cart query's cache. */
async function storeAnswer(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: Cart }>,
): Promise<void> {
  const data = await answered(queryFulfilled);
  if (data) dispatch(cartApi.util.upsertQueryData('getCart', undefined, data));
}

/** What every change of the cart does with its answer: stored on success, the cart reloaded on failure. */
const CART_CHANGE = {
  invalidatesTags: reloadOnFailure,
  onQueryStarted: (
    _arg: unknown,
    { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: Cart }> },
  ) => storeAnswer(dispatch, queryFulfilled),
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
      query: (body) => ({ url: '/cart/add' satisfies ClientPath<typeof addToCart>, method: 'POST', body }),
      ...CART_CHANGE,
    }),
    removeFromCart: build.mutation<Cart, Body<typeof removeFromCart>>({
      query: (body) => ({ url: '/cart/remove' satisfies ClientPath<typeof removeFromCart>, method: 'POST', body }),
      ...CART_CHANGE,
    }),
    /** One atomic change on the server (0 or less removes the line), instead of remove-then-add. */
    setCartQuantity: build.mutation<Cart, Body<typeof setCartQuantity>>({
      query: (body) => ({ url: '/cart/set-quantity', method: 'POST', body }),
      ...CART_CHANGE,
    }),
    clearCart: build.mutation<Cart, void>({
      query: () => ({ url: '/cart/clear', method: 'DELETE' }),
      ...CART_CHANGE,
    }),
    /** The server checks the code (400 'Invalid promo code') and keeps it; checkout applies it. */
    applyPromoCode: build.mutation<Cart, { code: string }>({
      query: (body) => ({ url: '/cart/promo', method: 'PUT', body }),
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
