import { api } from '../../shared/api/api';
import type { Wishlist, WishlistItem } from '../../core/contracts/wishlist';

export type { Wishlist, WishlistItem };

/** The mutations whose progress counts as the wish list's loading flag (spec §4). */
export const WISHLIST_MUTATIONS: readonly string[] = ['addToWishlist', 'removeFromWishlist'];

async function answered(queryFulfilled: Promise<{ data: Wishlist }>): Promise<Wishlist | undefined> {
  try {
    return (await queryFulfilled).data;
  } catch {
    return undefined;
  }
}

// A success answers the whole list, written straight into the cache; a failure (including the
// 409 of a product saved in another tab) reloads the list.
const reloadOnFailure = (_result: unknown, error: unknown) => (error ? (['Wishlist'] as const) : []);

/** The wish-list endpoints of the own API. Adding a saved product answers 409 ITEM_ALREADY_IN_WISHLIST. */
export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<Wishlist, void>({ query: () => '/wishlist', providesTags: ['Wishlist'] }),
    addToWishlist: build.mutation<Wishlist, { productId: string }>({
      query: (body) => ({ url: '/wishlist/add', method: 'POST', body }),
      invalidatesTags: reloadOnFailure,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const data = await answered(queryFulfilled);
        if (data) dispatch(wishlistApi.util.upsertQueryData('getWishlist', undefined, data));
      },
    }),
    removeFromWishlist: build.mutation<Wishlist, { productId: string }>({
      query: (body) => ({ url: '/wishlist/remove', method: 'POST', body }),
      invalidatesTags: reloadOnFailure,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const data = await answered(queryFulfilled);
        if (data) dispatch(wishlistApi.util.upsertQueryData('getWishlist', undefined, data));
      },
    }),
  }),
});

export const { useGetWishlistQuery, useAddToWishlistMutation, useRemoveFromWishlistMutation } = wishlistApi;
