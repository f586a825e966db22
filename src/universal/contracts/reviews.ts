import { type Static, Type } from 'typebox';
import { REVIEW_SORTS, type ReviewSort } from '../review-sorts';
import { endpointGroup } from './endpoint';
import { ERROR_CODES } from './error-codes';
import { INVALID, SIGNED_IN, THROTTLED } from './failures';

export const ReviewSchema = Type.Object({
  id: Type.String(),
  productId: Type.Integer(),
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  title: Type.String(),
  text: Type.String(),
  /** What the reviewer chose to be called; their initials unless they gave a name. */
  reviewer: Type.String(),
  /** Written by a shopper whose order with this product was delivered. */
  verified: Type.Boolean(),
  sku: Type.Optional(
    Type.String({ description: "The variant the reviewer received (their latest delivered line of the product's)" }),
  ),
  variantLabel: Type.Optional(
    Type.String({ description: 'That variant\'s values, e.g. "Navy / M"; absent for a product without options' }),
  ),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  reply: Type.Optional(
    Type.Object(
      { text: Type.String(), at: Type.String({ format: 'date-time' }) },
      { description: "The shop's public reply under the review, when it has one" },
    ),
  ),
});
export type Review = Static<typeof ReviewSchema>;

/** One page of a product's reviews, with the rating every screen shows for the product. */
export const ReviewsPageSchema = Type.Object({
  /** The product's rating: the imported one combined with the reviews written here. */
  rating: Type.Object({ rate: Type.Number(), count: Type.Integer() }),
  /** Reviews written here per star count, 5 to 1. */
  histogram: Type.Array(Type.Object({ stars: Type.Integer(), count: Type.Integer() })),
  /** How many reviews were written here (the histogram's total; also what pages through). */
  total: Type.Integer(),
  /** How many of the rating's ratings have no per-star breakdown: the imported ones (decision 0038). */
  withoutBreakdown: Type.Integer({ minimum: 0 }),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  items: Type.Array(ReviewSchema),
});
export type ReviewsPage = Static<typeof ReviewsPageSchema>;

/** The signed-in shopper's own review of a product, and whether they may write one. */
export const MyReviewSchema = Type.Object({
  canReview: Type.Boolean(),
  review: Type.Union([ReviewSchema, Type.Null()]),
  hidden: Type.Optional(
    Type.Object(
      { reason: Type.String() },
      { description: "Present when the shop hid the shopper's review: it is on no product page, and why" },
    ),
  ),
});
export type MyReview = Static<typeof MyReviewSchema>;

/** A product in a path: the handler tells text that is not digits (400) from digits naming no product (404). */
export const ReviewedProductParams = Type.Object({ id: Type.String({ maxLength: 20 }) });

export const ReviewsQuery = Type.Object({
  sort: Type.Optional(Type.Unsafe<ReviewSort>(Type.String({ enum: [...REVIEW_SORTS] }))),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
});

const text = Type.Optional(Type.String());

/** Only the shape: the shared yup schema (reviewSchema, run in the handler) gives the form's messages. */
export const ReviewBodySchema = Type.Object({
  stars: Type.Optional(Type.Unknown()),
  title: text,
  text,
  displayName: text,
});

/** A product's reviews: the product in the path (400 when it is no id, 404 when no product has it). */
const productReviews = endpointGroup({
  tags: ['reviews'],
  access: 'public',
  params: ReviewedProductParams,
  failures: { ...INVALID, 404: [ERROR_CODES.PRODUCT_NOT_FOUND] },
});
/** The signed-in shopper's own review of the product. */
const myReview = productReviews.with({ access: 'shopper', failures: SIGNED_IN });

export const getProductReviews = productReviews.get('/api/products/:id/reviews', {
  summary: "A product's reviews, 10 a page, with its rating (imported and written here) and a 5-to-1 histogram",
  querystring: ReviewsQuery,
  response: ReviewsPageSchema,
});

export const getMyReview = myReview.get('/api/products/:id/reviews/mine', {
  summary: "The shopper's own review of the product, and whether they may write one (a delivered order holds it)",
  response: MyReviewSchema,
});

export const saveMyReview = myReview.put('/api/products/:id/reviews/mine', {
  summary:
    "Writes or edits the shopper's one review of the product: stars 1-5, title up to 100, text 20-5,000, plain text",
  body: ReviewBodySchema,
  response: ReviewSchema,
  failures: { 403: [ERROR_CODES.REVIEW_NOT_VERIFIED], ...THROTTLED },
});

export const deleteMyReview = myReview.delete('/api/products/:id/reviews/mine', {
  summary: "Deletes the shopper's review of the product; answers what /mine answers now",
  response: MyReviewSchema,
  failures: { 404: [ERROR_CODES.PRODUCT_NOT_FOUND, ERROR_CODES.REVIEW_NOT_FOUND], ...THROTTLED },
});
