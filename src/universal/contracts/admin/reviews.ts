import { type Static, Type } from 'typebox';
import type { Query } from '../endpoint';
import { ERROR_CODES } from '../error-codes';
import { INVALID } from '../failures';
import { ReviewSchema } from '../reviews';
import { REVIEW_REPLY_MAX } from '../../validation/review-rules';
import { ROLES_FOR } from '../../staff-roles';
import { Day, SearchText, staffEndpoints, staffGrid } from './console';

/** Review moderation in the staff console (issue 35): owner and support. */

const ReviewId = Type.Object({ id: Type.String({ maxLength: 64 }) });

export const ADMIN_REVIEW_STATES = ['all', 'visible', 'hidden'] as const;

export const AdminReviewSchema = Type.Intersect([
  ReviewSchema,
  Type.Object({
    productTitle: Type.String(),
    hidden: Type.Boolean(),
    hiddenReason: Type.Union([Type.String(), Type.Null()]),
  }),
]);
export type AdminReview = Static<typeof AdminReviewSchema>;

export const listAdminReviews = staffGrid(ROLES_FOR.reviews, '/api/admin/reviews', {
  summary: 'Reviews, newest first, hidden ones too, paged on the server',
  filters: {
    state: Type.Unsafe<(typeof ADMIN_REVIEW_STATES)[number]>(
      Type.String({ enum: [...ADMIN_REVIEW_STATES], default: 'all' }),
    ),
    productId: Type.Optional(Type.Integer({ minimum: 1 })),
    /** Written on or after this day (YYYY-MM-DD, the shop's day in SHOP_TIMEZONE). */
    from: Day,
    /** Words in the title, the text or the reviewer's name. */
    q: SearchText,
  },
  row: AdminReviewSchema,
});
export type AdminReviewQuery = Query<typeof listAdminReviews>;

/** What is done to one review: its id in the path, the review as it is now in the answer. */
const reviewAction = staffEndpoints(ROLES_FOR.reviews).with({
  params: ReviewId,
  response: AdminReviewSchema,
  failures: { 404: [ERROR_CODES.REVIEW_NOT_FOUND] },
});

export const hideAdminReview = reviewAction.post('/api/admin/reviews/:id/hide', {
  summary: 'Hides a review from the product page and its rating, with a reason its writer is shown',
  body: Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500 }) }),
  failures: INVALID,
});

export const showAdminReview = reviewAction.post('/api/admin/reviews/:id/show', {
  summary: 'Shows a hidden review again',
});

export const replyToAdminReview = reviewAction.put('/api/admin/reviews/:id/reply', {
  summary: "Sets the shop's public reply under a review; an empty text removes it",
  body: Type.Object({ text: Type.String({ maxLength: REVIEW_REPLY_MAX }) }),
  failures: INVALID,
});
