import type { Queryable } from '../../db/database';
import type { Product } from './product';

/** A variant's own prices (issue 50): currency → minor units of it. */
export type PriceList = Readonly<Record<string, number>>;

/** Every variant's price list, by SKU: the catalogue reader holds them per catalogue version (a price change raises it). */
export async function readAllPriceLists(db: Queryable): Promise<Map<string, PriceList>> {
  const rows = await db.query<{ sku: string; prices: Record<string, number> }>(
    'SELECT sku, jsonb_object_agg(currency, amount_minor) AS prices FROM variant_prices GROUP BY sku',
  );
  return new Map(rows.map((row) => [row.sku, row.prices]));
}

/**
 * The products with their price lists: each variant's on it, and the default variant's on the product (a list
 * card prices by it), so every page shows the price checkout charges. Products without any are returned as they are.
 */
export function withPriceLists(products: readonly Product[], lists: ReadonlyMap<string, PriceList>): Product[] {
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

/**
 * Sets (`amountMinor`) or removes (null) a variant's own price in a currency, in the caller's transaction, the
 * variant's row locked first; answers its product and the price it replaced, or undefined when no variant has
 * the SKU. The price-lists module audits it and moves the carts.
 */
export async function writeVariantPrice(
  tx: Queryable,
  entry: { sku: string; currency: string; amountMinor: number | null },
): Promise<{ productId: number; before: number | null } | undefined> {
  const [variant] = await tx.query<{ product_id: number }>(
    'SELECT product_id FROM product_variants WHERE sku = $1 FOR UPDATE',
    [entry.sku],
  );
  if (!variant) return undefined;
  const [listed] = await tx.query<{ amount_minor: number }>(
    'SELECT amount_minor FROM variant_prices WHERE sku = $1 AND currency = $2',
    [entry.sku, entry.currency],
  );
  if (entry.amountMinor === null)
    await tx.query('DELETE FROM variant_prices WHERE sku = $1 AND currency = $2', [entry.sku, entry.currency]);
  else
    await tx.query(
      `INSERT INTO variant_prices (sku, currency, amount_minor) VALUES ($1, $2, $3)
       ON CONFLICT (sku, currency) DO UPDATE SET amount_minor = EXCLUDED.amount_minor`,
      [entry.sku, entry.currency, entry.amountMinor],
    );
  return { productId: variant.product_id, before: listed?.amount_minor ?? null };
}
