// The reviews module's face: what other modules may ask of reviews. It owns product_reviews (see
// db/table-owners.ts).
export { reviewsWrittenSince } from './repository';
// The staff console's customer page: every review an account wrote.
export { reviewsOfUser } from './repository';
