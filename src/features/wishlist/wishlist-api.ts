import { api } from '../../shared/api/api';

export interface WishlistItem {
  productId: string;
  addedAt: string;
}

export interface WishlistResponse {
  items: WishlistItem[];
}

/** The wish-list endpoints of the own API. Adding a saved product answers 409 'Item already in wishlist'. */
export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<WishlistResponse, void>({ query: () => '/wishlist', providesTags: ['Wishlist'] }),
    addToWishlist: build.mutation<WishlistResponse, { productId: string }>({
      query: (body) => ({ url: '/wishlist/add', method: 'POST', body }),
      invalidatesTags: ['Wishlist'],
    }),
    removeFromWishlist: build.mutation<WishlistResponse, { productId: string }>({
      query: (body) => ({ url: '/wishlist/remove', method: 'POST', body }),
      invalidatesTags: ['Wishlist'],
    }),
  }),
});

export const { useGetWishlistQuery, useAddToWishlistMutation, useRemoveFromWishlistMutation } = wishlistApi;
