import { type Static, Type } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ERROR_CODES } from '../error-codes';
import { ReviewSchema } from '../reviews';
import { REVIEW_REPLY_MAX } from '../../validation/review-schema';
import { ROLES_FOR } from '../../staff-roles';

/** Review moderation in the staff console (issue 35): owner and support. */

const STAFF_FAILURES = { 401: [ERROR_CODES.SESSION_EXPIRED], 403: [ERROR_CODES.FORBIDDEN] } as const;
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

export const AdminReviewQuerySchema = Type.Object({
  page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
  state: Type.Unsafe<(typeof ADMIN_REVIEW_STATES)[number]>(
    Type.String({ enum: [...ADMIN_REVIEW_STATES], default: 'all' }),
  ),
  productId: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Words in the title, the text or the reviewer's name. */
  q: Type.Optional(Type.String({ maxLength: 120 })),
});
export type AdminReviewQuery = Static<typeof AdminReviewQuerySchema>;

export const listAdminReviews = defineEndpoint({
  method: 'GET',
  path: '/api/admin/reviews',
  summary: 'Reviews, newest first, hidden ones too, paged on the server',
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.reviews,
  querystring: AdminReviewQuerySchema,
  response: Type.Object({ rows: Type.Array(AdminReviewSchema), total: Type.Integer() }),
  failures: { 400: [ERROR_CODES.VALIDATION_FAILED], ...STAFF_FAILURES },
});

export const hideAdminReview = defineEndpoint({
  method: 'POST',
  path: '/api/admin/reviews/:id/hide',
  summary: 'Hides a review from the product page and its rating, with a reason its writer is shown',
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.reviews,
  params: ReviewId,
  body: Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500 }) }),
  response: AdminReviewSchema,
  failures: { 400: [ERROR_CODES.VALIDATION_FAILED], ...STAFF_FAILURES, 404: [ERROR_CODES.REVIEW_NOT_FOUND] },
});

export const showAdminReview = defineEndpoint({
  method: 'POST',
  path: '/api/admin/reviews/:id/show',
  summary: 'Shows a hidden review again',
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.reviews,
  params: ReviewId,
  response: AdminReviewSchema,
  failures: { ...STAFF_FAILURES, 404: [ERROR_CODES.REVIEW_NOT_FOUND] },
});

export const replyToAdminReview = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/reviews/:id/reply',
  summary: "Sets the shop's public reply under a review; an empty text removes it",
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.reviews,
  params: ReviewId,
  body: Type.Object({ text: Type.String({ maxLength: REVIEW_REPLY_MAX }) }),
  response: AdminReviewSchema,
  failures: { 400: [ERROR_CODES.VALIDATION_FAILED], ...STAFF_FAILURES, 404: [ERROR_CODES.REVIEW_NOT_FOUND] },
});
