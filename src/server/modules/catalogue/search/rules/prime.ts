import type { FilterRule } from './rule';

/** "Prime": $100 or less. */
export const PRIME_MAX_CENTS = 10_000;

export const primeRule: FilterRule = {
  name: 'prime',
  condition(query) {
    if (!query.prime) return undefined;
    return { sql: () => `price_cents <= ${PRIME_MAX_CENTS}`, test: (r) => r.priceCents <= PRIME_MAX_CENTS };
  },
  cases: [
    {
      name: '$100.00 or less, not $100.01',
      query: { prime: true, category: 'electronics' },
      ids: [6, 7, 8],
    },
  ],
};
