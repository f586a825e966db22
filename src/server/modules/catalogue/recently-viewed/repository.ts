import type { Queryable } from '../../../db/database';
import { MAX_RECENTLY_VIEWED, type ViewedProduct } from '../../../../universal/recently-viewed';

/** All reads and writes of a shopper's recently viewed products, on the database or in a caller's transaction. */
export function recentlyViewedRepository(db: Queryable) {
  /** Keeps the newest MAX_RECENTLY_VIEWED of the shopper's list. */
  const trim = (userId: string) =>
    db.query(
      `DELETE FROM recently_viewed WHERE user_id = $1 AND product_id NOT IN (
         SELECT product_id FROM recently_viewed WHERE user_id = $1
         ORDER BY viewed_at DESC, product_id DESC LIMIT $2)`,
      [userId, MAX_RECENTLY_VIEWED],
    );

  return {
    /** Newest first. A product gone from the catalogue has left the list with its row (ON DELETE CASCADE). */
    async items(userId: string): Promise<ViewedProduct[]> {
      const rows = await db.query<{ productId: string; viewedAt: Date }>(
        `SELECT product_id::text AS "productId", viewed_at AS "viewedAt" FROM recently_viewed
         WHERE user_id = $1 ORDER BY viewed_at DESC, product_id DESC LIMIT $2`,
        [userId, MAX_RECENTLY_VIEWED],
      );
      return rows.map((row) => ({ productId: row.productId, viewedAt: new Date(row.viewedAt).toISOString() }));
    },

    /** A product opened at `now`: in one statement, so two tabs opening it at once leave one row. */
    async record(userId: string, productId: number, now: Date): Promise<void> {
      await db.query(
        `INSERT INTO recently_viewed (user_id, product_id, viewed_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, product_id) DO UPDATE SET viewed_at = GREATEST(recently_viewed.viewed_at, EXCLUDED.viewed_at)`,
        [userId, productId, now],
      );
      await trim(userId);
    },

    /**
     * Another list (a device's, at sign-in) joins the shopper's: each product at its latest view, ids the
     * catalogue does not have skipped. Views are written no later than `now`: a device's clock may run ahead.
     */
    async merge(userId: string, views: readonly { productId: number; viewedAt: Date }[], now: Date): Promise<void> {
      if (views.length === 0) return;
      await db.query(
        `INSERT INTO recently_viewed (user_id, product_id, viewed_at)
         SELECT $1, view.product_id, max(LEAST(view.viewed_at, $4))
         FROM unnest($2::int[], $3::timestamptz[]) AS view (product_id, viewed_at)
         JOIN products ON products.id = view.product_id
         GROUP BY view.product_id
         ON CONFLICT (user_id, product_id) DO UPDATE SET viewed_at = GREATEST(recently_viewed.viewed_at, EXCLUDED.viewed_at)`,
        [userId, views.map((view) => view.productId), views.map((view) => view.viewedAt), now],
      );
      await trim(userId);
    },

    async clear(userId: string): Promise<void> {
      await db.query('DELETE FROM recently_viewed WHERE user_id = $1', [userId]);
    },
  };
}
