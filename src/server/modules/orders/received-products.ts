import type { Queryable } from '../../db/database';

/** Whether the shopper has a delivered order holding the product: what makes a review "verified". */
export async function hasReceivedProduct(db: Queryable, userId: string, productId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM orders o JOIN order_items i ON i.order_id = o.id
     WHERE o.user_id = $1 AND o.status = 'delivered' AND i.product_id = $2 LIMIT 1`,
    [userId, productId],
  );
  return rows.length > 0;
}
