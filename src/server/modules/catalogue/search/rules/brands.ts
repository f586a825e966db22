import type { FilterRule } from './rule';

/**
 * Any of the brands the Brands facet counts (facet_brand: the brand field, else the title's first word),
 * matched whole and in any case: "Lumen" is not "Lumenara".
 */
export const brandsRule: FilterRule = {
  name: 'brands',
  condition(query) {
    const brands = (query.brands ?? []).map((brand) => brand.trim().toLowerCase()).filter(Boolean);
    if (brands.length === 0) return undefined;
    return {
      sql: (p) => `lower(facet_brand) = ANY(${p(brands)}::text[])`,
      test: (r) => brands.includes(r.brandLc),
    };
  },
  cases: [
    { name: 'the brand field, or the title that starts with it', query: { brands: ['Aurelo'] }, ids: [1, 3, 5, 14] },
    { name: 'a brand whole, not a longer one', query: { brands: ['lumen'] }, ids: [4, 15] },
    {
      name: 'any of several, in any case and spacing',
      query: { brands: [' kestrel ', 'MARLOW'] },
      ids: [9, 10, 12, 13, 16],
    },
    { name: 'blank brands filter nothing', query: { brands: [' '], limit: 1 }, ids: [1], total: 16 },
  ],
};
