import type { FilterRule } from './rule';

/** One category, its exact name in any case ("MEN'S CLOTHING" is "men's clothing", "clothing" is none). */
export const categoryRule: FilterRule = {
  name: 'category',
  condition(query) {
    const category = query.category?.trim().toLowerCase();
    if (!category) return undefined;
    return { sql: (p) => `lower(category) = ${p(category)}`, test: (r) => r.categoryLc === category };
  },
  cases: [
    { name: 'a category in any case', query: { category: "MEN'S CLOTHING" }, ids: [10, 11, 16] },
    { name: 'a category named whole, not a part of one', query: { category: 'clothing' }, ids: [] },
    { name: 'blank means every category', query: { category: '  ', limit: 2 }, ids: [1, 2], total: 16 },
  ],
};
