import type { ProductOrder } from '../../../../../universal/product-query';
import type { ProductQuery } from '../product-query';

/**
 * What a rule is made of. Each filter, order and ranking rule of the catalogue is written twice, once
 * for each search engine (search/catalogue-search.ts): as SQL for the SQL engine and as JavaScript for
 * the in-memory one. A rule's file holds both halves side by side, and the cases both engines must
 * answer alike (run by search-cases.test.ts over the fixture catalogue of cases/fixture.ts).
 */

/** What a filter reads of a variant: its option values and the units on hand (the stock feed keeps them current). */
export interface VariantStock {
  readonly options: Readonly<Record<string, string>>;
  readonly stock: number;
}

/** What a filter looks at, as the database computes it (lower() comes from SQL). */
export interface FilterRow {
  categoryLc: string;
  titleLc: string;
  /** lower(facet_brand): the brand field, else the title's first word (migration 015). */
  brandLc: string;
  priceCents: number;
  /** The real list price, or null when the catalogue has none. */
  listPriceCents: number | null;
  rate: number;
  /**
   * Whether one of the product's variants (product_variants, stock as it is at the query) passes `test`.
   * The variant shown may be reused for the next, so a test must not keep it.
   */
  hasVariant(test: (variant: VariantStock) => boolean): boolean;
}

/** Adds a query parameter and answers its placeholder ($1, $2, …). */
export type Param = (value: unknown) => string;

/** One condition on a product: as SQL over the products table, and as the same test of an in-memory row. */
export interface ProductCondition {
  sql: (param: Param) => string;
  test: (row: FilterRow) => boolean;
}

/** A query and what both engines answer for it over the fixture catalogue. */
export interface SearchCase {
  /** What the case shows, as its test's name. */
  name: string;
  query: ProductQuery;
  /** The ids listed, in order (the whole list unless the query pages). */
  ids: number[];
  /** The count of every match, when the query pages (otherwise the length of `ids`). */
  total?: number;
  /**
   * What the SQL engine lists instead, where it deliberately answers otherwise: it has no vocabulary to
   * correct spelling from (decision 0030), so a typo finds what it finds there.
   */
  sqlIds?: number[];
}

/** A filter: the condition a query asks of every product it lists, or none when the query does not use it. */
export interface FilterRule {
  name: string;
  condition(query: ProductQuery): ProductCondition | undefined;
  cases: readonly SearchCase[];
}

/**
 * An order of the product list: as an ORDER BY and, where no collation is involved, as a comparison of
 * in-memory rows (the name orders come from the database's own sort, see memory-search).
 */
export interface OrderRule {
  order: ProductOrder;
  sql: string;
  compare?: (a: OrderRow, b: OrderRow) => number;
}

/** What the numeric orders compare. */
export interface OrderRow {
  id: number;
  priceCents: number;
  rate: number;
  ratingCount: number;
}
