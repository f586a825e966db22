import type { FilterRule, ProductCondition } from './rule';

/** At least `stars` whole stars: 3.9 counts as 3 ("3 stars & up" lists it, "4 stars & up" does not). */
export function starsAtLeast(stars: number): ProductCondition {
  return { sql: (p) => `floor(shown_rating_rate) >= ${p(stars)}`, test: (r) => Math.floor(r.rate) >= stars };
}

/** minRating; the Customer Reviews facet's floors count by the same rule. */
export const ratingRule: FilterRule = {
  name: 'rating',
  condition: (query) => (query.minRating === undefined ? undefined : starsAtLeast(query.minRating)),
  cases: [
    { name: '4 whole stars and up: 3.9 is 3', query: { minRating: 4 }, ids: [1, 3, 5, 7, 8, 11, 12, 14, 16] },
    {
      name: '3 whole stars and up, exactly 3 included',
      query: { minRating: 3, maxPrice: 60 },
      ids: [2, 6, 10, 11, 13, 16],
    },
  ],
};
