import { FACET_OPTIONS, type FacetOption } from '../../../../../universal/product-query';
import type { ProductQuery } from '../product-query';
import type { FilterRule, Param, VariantStock } from './rule';

/**
 * The Size and Colour filters and "In stock only", as one rule because they ask it of one variant: a
 * product matches when one of its variants has one of the chosen sizes, one of the chosen colours, and
 * (with inStock) units on hand. A navy jacket sold out in M is not "M, navy, in stock" because it has M
 * in olive and navy in L. The Size and Colour facets count by the same test (facetQueries leaves out
 * the facet's own option).
 */

/** What one variant must have for the query, as SQL over a variant row and as a test of a loaded one. */
export interface VariantTest {
  /** `alias` names the product_variants row. */
  sql: (param: Param, alias: string) => string;
  test: (variant: VariantStock) => boolean;
}

/** The values chosen for an option: trimmed, blanks dropped, each once; undefined for none. */
function chosen(values: readonly string[] | undefined): string[] | undefined {
  const kept = [...new Set((values ?? []).map((value) => value.trim()).filter(Boolean))];
  return kept.length > 0 ? kept : undefined;
}

/** The values the query chooses for each facet option it filters by. */
function chosenOptions(query: ProductQuery): { key: FacetOption; values: string[] }[] {
  return FACET_OPTIONS.flatMap((key) => {
    const values = chosen(query[key]);
    return values ? [{ key, values }] : [];
  });
}

/** The variant the query asks for, or undefined when it asks nothing of variants. */
export function variantTest(query: ProductQuery): VariantTest | undefined {
  const inStock = query.inStock === true;
  const options = chosenOptions(query);
  if (!inStock && options.length === 0) return undefined;
  return {
    sql: (p, v) =>
      [
        ...(inStock ? [`${v}.stock > 0`] : []),
        ...options.map(({ key, values }) => `${v}.options->>${p(key)} = ANY(${p(values)}::text[])`),
      ].join(' AND '),
    test: (variant) =>
      (!inStock || variant.stock > 0) &&
      options.every(({ key, values }) => {
        const value = variant.options[key];
        return value !== undefined && values.includes(value);
      }),
  };
}

export const variantsRule: FilterRule = {
  name: 'size, colour and in stock',
  condition(query) {
    const variant = variantTest(query);
    if (!variant) return undefined;
    return {
      sql: (p) =>
        `EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = products.id AND ${variant.sql(p, 'v')})`,
      test: (row) => row.hasVariant(variant.test),
    };
  },
  cases: [
    // 10: M and L in navy and olive, M navy and L olive sold out; 11: S to XL, all sold out; 12: XS to M
    // in camel, S sold out; 13: S to L; 7: black (sold out) and white; 16: brown, sold out.
    { name: 'a size any variant has', query: { size: ['M'] }, ids: [10, 11, 12, 13] },
    { name: 'any of several sizes', query: { size: ['XS', 'XL'] }, ids: [11, 12] },
    { name: 'a size in stock', query: { size: ['M'], inStock: true }, ids: [10, 12, 13] },
    { name: 'a size sold out everywhere', query: { size: ['S'], inStock: true }, ids: [13] },
    { name: 'a colour', query: { colour: ['navy'] }, ids: [10] },
    { name: 'size and colour in one variant', query: { size: ['L'], colour: ['navy'] }, ids: [10] },
    {
      name: 'size and colour in one variant in stock, not in two',
      query: { size: ['M'], colour: ['navy'], inStock: true },
      ids: [],
    },
    {
      name: 'in stock: any variant on hand',
      query: { inStock: true },
      ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15],
    },
    { name: 'a search keeps its sold-out products without the filter', query: { search: 't-shirt' }, ids: [11, 13] },
    { name: 'and drops them with it', query: { search: 't-shirt', inStock: true }, ids: [13] },
    { name: 'a value no product sells', query: { size: ['XXL'] }, ids: [] },
    { name: 'values as variants spell them', query: { colour: ['Navy'] }, ids: [] },
    { name: 'blank values filter nothing', query: { size: [' '], colour: [''], limit: 1 }, ids: [1], total: 16 },
  ],
};
