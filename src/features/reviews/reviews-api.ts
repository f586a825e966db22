import { api } from '../../shared/api/api';
import type { MyReview, Review, ReviewSort, ReviewsPage } from '../../core/contracts/reviews';

export interface ReviewsPageArgs {
  productId: number;
  sort: ReviewSort;
  page: number;
}

export interface ReviewWrite {
  stars: number;
  title: string;
  text: string;
  displayName: string;
}

const reviewsTag = (productId: number) => ({ type: 'Reviews' as const, id: productId });

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProductReviews: build.query<ReviewsPage, ReviewsPageArgs>({
      query: ({ productId, sort, page }) =>
        `/products/${productId}/reviews?${new URLSearchParams({ sort, page: String(page) }).toString()}`,
      providesTags: (_page, _error, { productId }) => [reviewsTag(productId)],
    }),
    getMyReview: build.query<MyReview, number>({
      query: (productId) => `/products/${productId}/reviews/mine`,
      providesTags: (_mine, _error, productId) => [reviewsTag(productId)],
    }),
    saveReview: build.mutation<Review, { productId: number; review: ReviewWrite }>({
      query: ({ productId, review }) => ({ url: `/products/${productId}/reviews/mine`, method: 'PUT', body: review }),
      invalidatesTags: (_review, _error, { productId }) => [reviewsTag(productId)],
    }),
    deleteReview: build.mutation<MyReview, number>({
      query: (productId) => ({ url: `/products/${productId}/reviews/mine`, method: 'DELETE' }),
      invalidatesTags: (_mine, _error, productId) => [reviewsTag(productId)],
    }),
  }),
});

export const { useGetProductReviewsQuery, useGetMyReviewQuery, useSaveReviewMutation, useDeleteReviewMutation } =
  reviewsApi;
