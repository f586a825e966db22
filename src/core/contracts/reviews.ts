import { type Static, Type } from 'typebox';

/** Review pages hold this many; sorting is by date or stars (issue 17). */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_SORTS = ['recent', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

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
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
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
});
export type MyReview = Static<typeof MyReviewSchema>;
