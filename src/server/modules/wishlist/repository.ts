import type { Queryable } from '../../db/database';
import type { WishlistItem } from '../../../shared/contracts/wishlist';

interface WishlistRow {
  productId: string;
  addedAt: Date;
}

/** All wish-list reads and writes, on the database or inside a caller's transaction. */
export function wishlistRepository(db: Queryable) {
  return {
    /** Oldest first, as saved. */
    async items(userId: string): Promise<WishlistItem[]> {
      const rows = await db.query<WishlistRow>(
        `SELECT product_id::text AS "productId", added_at AS "addedAt"
         FROM wishlist_items WHERE user_id = $1 ORDER BY added_at, product_id`,
        [userId],
      );
      return rows.map((row) => ({ productId: row.productId, addedAt: new Date(row.addedAt).toISOString() }));
    },

    /** Saves a product; false when it was already saved (one statement, so a double click cannot duplicate it). */
    async add(userId: string, productId: number, now: Date): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO wishlist_items (user_id, product_id, added_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, product_id) DO NOTHING RETURNING product_id`,
        [userId, productId, now],
      );
      return rows.length > 0;
    },

    async remove(userId: string, productId: number): Promise<void> {
      await db.query('DELETE FROM wishlist_items WHERE user_id = $1 AND product_id = $2', [userId, productId]);
    },
  };
}

export type WishlistRepository = ReturnType<typeof wishlistRepository>;
