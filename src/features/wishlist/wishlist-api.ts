import type { TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query/react';
import { api } from '../../browser-kit/api/api';
import { sendsBody } from '../../browser-kit/api/sends-body';
import { whenAnswered } from '../../browser-kit/api/when-answered';
import type { apiBaseQuery } from '../../browser-kit/api/base-query';
import type { Answer, Body, ClientPath } from '../../universal/contracts/endpoint';
import type {
  addToWishlist,
  getWishlist,
  removeFromWishlist,
  Wishlist,
  WishlistItem,
} from '../../universal/contracts/wishlist';

export type { Wishlist, WishlistItem };

/** The mutations whose progress counts as the wish list's loading flag (spec §4). */
export const WISHLIST_MUTATIONS: readonly string[] = ['addToWishlist', 'removeFromWishlist'];

// A success answers the whole list, written straight into the cache; a failure (including the
// 409 of a product saved in another tab) reloads the list.
const reloadOnFailure = (_result: unknown, error: unknown) => (error ? (['Wishlist'] as const) : []);

/**
 * Writes a change's answer (the whole list) into the cache. A read of the list already on its way when the
 * change was sent was answered before it, and would land after this answer and undo it ("Add to Wish List"
 * again over a saved product): the list is then read once more, after it.
 */
const writeAnswer: TypedMutationOnQueryStarted<Wishlist, unknown, typeof apiBaseQuery> = async (
  _arg,
  { dispatch, getState, queryFulfilled },
) => {
  const readOnItsWay = wishlistApi.endpoints.getWishlist.select()(getState()).status === 'pending';
  await whenAnswered(queryFulfilled, (data): void => {
    dispatch(wishlistApi.util.upsertQueryData('getWishlist', undefined, data));
    if (readOnItsWay) dispatch(wishlistApi.util.invalidateTags(['Wishlist']));
  });
};

/** The wish-list endpoints of the own API. Adding a saved product answers 409 ITEM_ALREADY_IN_WISHLIST. */
export const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWishlist: build.query<Answer<typeof getWishlist>, void>({
      query: () => '/wishlist' satisfies ClientPath<typeof getWishlist>,
      providesTags: ['Wishlist'],
    }),
    addToWishlist: build.mutation<Answer<typeof addToWishlist>, Body<typeof addToWishlist>>({
      ...sendsBody('/wishlist/add' satisfies ClientPath<typeof addToWishlist>, 'POST'),
      invalidatesTags: reloadOnFailure,
      onQueryStarted: writeAnswer,
    }),
    removeFromWishlist: build.mutation<Answer<typeof removeFromWishlist>, Body<typeof removeFromWishlist>>({
      ...sendsBody('/wishlist/remove' satisfies ClientPath<typeof removeFromWishlist>, 'POST'),
      invalidatesTags: reloadOnFailure,
      onQueryStarted: writeAnswer,
    }),
  }),
});

export const { useGetWishlistQuery, useAddToWishlistMutation, useRemoveFromWishlistMutation } = wishlistApi;
