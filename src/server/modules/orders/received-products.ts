import type { Queryable } from '../../db/database';

/**
 * What makes a review "verified": the shopper's most recently placed delivered order line of the product,
 * with the variant it sold (undefined for a line placed before variants); undefined when none was delivered.
 */
export async function receivedVariant(
  db: Queryable,
  userId: string,
  productId: number,
): Promise<{ sku: string | undefined } | undefined> {
  const [row] = await db.query<{ sku: string | null }>(
    `SELECT i.sku FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.user_id = $1 AND o.status = 'delivered' AND i.product_id = $2
     ORDER BY o.created_at DESC, o.id DESC, i.position LIMIT 1`,
    [userId, productId],
  );
  return row && { sku: row.sku ?? undefined };
}

/** Whether the shopper has a delivered order holding the product (any variant of it). */
export async function hasReceivedProduct(db: Queryable, userId: string, productId: number): Promise<boolean> {
  return (await receivedVariant(db, userId, productId)) !== undefined;
}
