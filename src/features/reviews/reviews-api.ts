import { api } from '../../browser-kit/api/api';
import type { Answer, Body, ClientPath, Query } from '../../universal/contracts/endpoint';
import type { deleteMyReview, getMyReview, getProductReviews, saveMyReview } from '../../universal/contracts/reviews';

/** A page of a product's reviews: the list always names its sort and page. */
export type ReviewsPageArgs = { productId: number } & Required<Query<typeof getProductReviews>>;

export type ReviewWrite = Body<typeof saveMyReview>;

const reviewsTag = (productId: number) => ({ type: 'Reviews' as const, id: productId });

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductReviews: build.query<Answer<typeof getProductReviews>, ReviewsPageArgs>({
      query: ({ productId, sort, page }) =>
        `${`/products/${productId}/reviews` satisfies ClientPath<typeof getProductReviews>}?${new URLSearchParams({ sort, page: String(page) }).toString()}`,
      providesTags: (_page, _error, { productId }) => [reviewsTag(productId)],
    }),
    getMyReview: build.query<Answer<typeof getMyReview>, number>({
      query: (productId) => `/products/${productId}/reviews/mine` satisfies ClientPath<typeof getMyReview>,
      providesTags: (_mine, _error, productId) => [reviewsTag(productId)],
    }),
    saveReview: build.mutation<Answer<typeof saveMyReview>, { productId: number; review: ReviewWrite }>({
      query: ({ productId, review }) => ({
        url: `/products/${productId}/reviews/mine` satisfies ClientPath<typeof saveMyReview>,
        method: 'PUT',
        body: review,
      }),
      invalidatesTags: (_review, _error, { productId }) => [reviewsTag(productId)],
    }),
    deleteReview: build.mutation<Answer<typeof deleteMyReview>, number>({
      query: (productId) => ({
        url: `/products/${productId}/reviews/mine` satisfies ClientPath<typeof deleteMyReview>,
        method: 'DELETE',
      }),
      invalidatesTags: (_mine, _error, productId) => [reviewsTag(productId)],
    }),
  }),
});

export const { useGetProductReviewsQuery, useGetMyReviewQuery, useSaveReviewMutation, useDeleteReviewMutation } =
  reviewsApi;
