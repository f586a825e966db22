/**
 * How a product's reviews are paged and sorted (issue 17): plain values, no schema, so the reviews
 * section reads them without the contract (contracts/reviews.ts builds its query from them).
 */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_SORTS = ['recent', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
