import type { Queryable } from '../../db/database';
import type { Product } from './product';

/** A variant's own prices (issue 50): currency → minor units of it. */
export type PriceList = Readonly<Record<string, number>>;

/** The price lists of these SKUs, by SKU; a SKU without one is absent. One indexed read. */
export async function readPriceLists(db: Queryable, skus: readonly string[]): Promise<Map<string, PriceList>> {
  if (skus.length === 0) return new Map();
  const rows = await db.query<{ sku: string; prices: Record<string, number> }>(
    `SELECT sku, jsonb_object_agg(currency, amount_minor) AS prices FROM variant_prices
     WHERE sku = ANY($1::text[]) GROUP BY sku`,
    [skus],
  );
  return new Map(rows.map((row) => [row.sku, row.prices]));
}

/**
 * The products with their price lists: each variant's on it, and the default variant's on the product (a list
 * card prices by it), so every page shows the price checkout charges. Products without any are returned as they are.
 */
export async function withPriceLists(db: Queryable, products: readonly Product[]): Promise<Product[]> {
  const skus = products.flatMap((product) => [
    ...(product.sku === undefined ? [] : [product.sku]),
    ...(product.variants ?? []).map((variant) => variant.sku),
  ]);
  const lists = await readPriceLists(db, [...new Set(skus)]);
  if (lists.size === 0) return [...products];
  return products.map((product) => {
    const own = product.sku === undefined ? undefined : lists.get(product.sku);
    const variants = product.variants?.map((variant) => {
      const prices = lists.get(variant.sku);
      return prices ? { ...variant, prices } : variant;
    });
    return { ...product, ...(own && { prices: own }), ...(variants && { variants }) };
  });
}
