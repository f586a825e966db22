import { api } from '../../shared/api/api';

/** A cart line as the server keeps it (spec §3: productId is a string). */
export interface CartItem {
  productId: string;
  quantity: number;
}

export interface CartResponse {
  items: CartItem[];
}

/** The cart endpoints of the own API. Every change answers the whole cart, which replaces the cache. */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartResponse, void>({ query: () => '/cart', providesTags: ['Cart'] }),
    addToCart: build.mutation<CartResponse, CartItem>({
      query: (body) => ({ url: '/cart/add', method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
    removeFromCart: build.mutation<CartResponse, { productId: string }>({
      query: (body) => ({ url: '/cart/remove', method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
    /** One atomic change on the server (0 or less removes the line), instead of remove-then-add. */
    setCartQuantity: build.mutation<CartResponse, CartItem>({
      query: (body) => ({ url: '/cart/set-quantity', method: 'POST', body }),
      invalidatesTags: ['Cart'],
    }),
    clearCart: build.mutation<CartResponse, void>({
      query: () => ({ url: '/cart/clear', method: 'DELETE' }),
      invalidatesTags: ['Cart'],
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useRemoveFromCartMutation,
  useSetCartQuantityMutation,
  useClearCartMutation,
} = cartApi;
