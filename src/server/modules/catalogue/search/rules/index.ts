import type { ProductQuery } from '../product-query';
import { brandsRule } from './brands';
import { categoryRule } from './category';
import { dealsRule } from './deals';
import { priceRangeRule } from './price-range';
import { primeRule } from './prime';
import { ratingRule } from './rating';
import type { FilterRule, ProductCondition } from './rule';
import { variantsRule } from './variants';

/**
 * Every filter of the product list but the search words (search-words.ts), which both engines find
 * through an index of their own. A new filter is a file here, with its SQL, its in-memory test and its
 * cases, added to this list; both engines then apply it and the case table holds them to its cases.
 */
export const FILTER_RULES: readonly FilterRule[] = [
  categoryRule,
  dealsRule,
  primeRule,
  priceRangeRule,
  ratingRule,
  brandsRule,
  variantsRule,
];

/** The conditions the query's filters ask of a product, in the order of FILTER_RULES. */
export function productConditions(query: ProductQuery): ProductCondition[] {
  return FILTER_RULES.flatMap((rule) => rule.condition(query) ?? []);
}
