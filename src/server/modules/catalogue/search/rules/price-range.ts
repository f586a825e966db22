import type { ProductCondition, FilterRule } from './rule';

/** Priced from `minCents` to `maxCents`, both included (either may be left open). */
export function priceBetween(minCents: number | undefined, maxCents: number | undefined): ProductCondition {
  return {
    sql: (p) =>
      [
        ...(minCents === undefined ? [] : [`price_cents >= ${p(minCents)}`]),
        ...(maxCents === undefined ? [] : [`price_cents <= ${p(maxCents)}`]),
      ].join(' AND ') || 'TRUE',
    test: (r) =>
      (minCents === undefined || r.priceCents >= minCents) && (maxCents === undefined || r.priceCents <= maxCents),
  };
}

const cents = (dollars: number | undefined) => (dollars === undefined ? undefined : Math.round(dollars * 100));

/** minPrice and maxPrice, in dollars, both ends included; the Price facet's bands count by the same rule. */
export const priceRangeRule: FilterRule = {
  name: 'price range',
  condition(query) {
    if (query.minPrice === undefined && query.maxPrice === undefined) return undefined;
    return priceBetween(cents(query.minPrice), cents(query.maxPrice));
  },
  cases: [
    { name: 'both ends included', query: { minPrice: 25, maxPrice: 100 }, ids: [1, 2, 3, 6, 7, 8, 10, 13, 16] },
    { name: 'from a price up', query: { minPrice: 150 }, ids: [5, 12, 14] },
    { name: 'up to a price', query: { maxPrice: 20 }, ids: [4, 11, 15] },
    { name: 'dollars rounded to the cent', query: { minPrice: 99.999, maxPrice: 100.001 }, ids: [8] },
    { name: 'an empty range', query: { minPrice: 60, maxPrice: 50 }, ids: [] },
  ],
};
