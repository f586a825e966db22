import type { FilterRule } from './rule';

/** "Today's Deals": rated 4 or more, and really priced below the product's own list price. */
export const DEALS_MIN_RATING = 4;

export const dealsRule: FilterRule = {
  name: 'deals',
  condition(query) {
    if (!query.deals) return undefined;
    return {
      sql: () => `shown_rating_rate >= ${DEALS_MIN_RATING} AND list_price_cents > price_cents`,
      test: (r) => r.rate >= DEALS_MIN_RATING && r.listPriceCents !== null && r.listPriceCents > r.priceCents,
    };
  },
  cases: [
    // 3: list price equal to the price; 6 and 10: under 4 stars; 12: list price below the price.
    { name: "4 stars or more, below the product's own list price", query: { deals: true }, ids: [1, 5, 7] },
    { name: 'with a category', query: { deals: true, category: 'electronics' }, ids: [7] },
  ],
};
