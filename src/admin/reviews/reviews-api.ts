import type { Answer, ClientPath } from '../../universal/contracts/endpoint';
import type {
  AdminReview,
  AdminReviewQuery,
  hideAdminReview,
  listAdminReviews,
  replyToAdminReview,
  showAdminReview,
} from '../../universal/contracts/admin/reviews';
import { adminApi, auditedChange, pagedList } from '../api/admin-api';

export type ReviewsQuery = Partial<AdminReviewQuery>;

const reviewPath = (id: string) => `/admin/reviews/${encodeURIComponent(id)}` as const;
/** A moderation answers the review as it is now: the list is asked again, the trail too. */
const changesReview = auditedChange('Reviews');

export const reviewsApi = adminApi.enhanceEndpoints({ addTagTypes: ['Reviews'] }).injectEndpoints({
  endpoints: (build) => ({
    reviews: build.query<Answer<typeof listAdminReviews>, ReviewsQuery>(
      pagedList('/admin/reviews' satisfies ClientPath<typeof listAdminReviews>, 'Reviews'),
    ),
    hideReview: build.mutation<AdminReview, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `${reviewPath(id)}/hide` satisfies ClientPath<typeof hideAdminReview>,
        method: 'POST',
        body: { reason },
      }),
      ...changesReview,
    }),
    showReview: build.mutation<Answer<typeof showAdminReview>, string>({
      query: (id) => ({ url: `${reviewPath(id)}/show` satisfies ClientPath<typeof showAdminReview>, method: 'POST' }),
      ...changesReview,
    }),
    replyToReview: build.mutation<AdminReview, { id: string; text: string }>({
      query: ({ id, text }) => ({
        url: `${reviewPath(id)}/reply` satisfies ClientPath<typeof replyToAdminReview>,
        method: 'PUT',
        body: { text },
      }),
      ...changesReview,
    }),
  }),
});

export const { useReviewsQuery, useHideReviewMutation, useShowReviewMutation, useReplyToReviewMutation } = reviewsApi;
