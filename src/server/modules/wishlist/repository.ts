import type { Queryable } from '../../db/database';
import { MAX_WISHLIST_ITEMS, type WishlistItem } from '../../../core/contracts/wishlist';

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

    /**
     * Saves a product in one statement, so a double click cannot duplicate it. 'already-saved' when it
     * was saved before; 'full' when the list holds MAX_WISHLIST_ITEMS.
     */
    async add(userId: string, productId: number, now: Date): Promise<'saved' | 'already-saved' | 'full'> {
      const rows = await db.query(
        `INSERT INTO wishlist_items (user_id, product_id, added_at)
         SELECT $1, $2, $3 WHERE (SELECT count(*) FROM wishlist_items WHERE user_id = $1) < $4
         ON CONFLICT (user_id, product_id) DO NOTHING RETURNING product_id`,
        [userId, productId, now, MAX_WISHLIST_ITEMS],
      );
      if (rows.length > 0) return 'saved';
      const saved = await db.query('SELECT 1 FROM wishlist_items WHERE user_id = $1 AND product_id = $2', [
        userId,
        productId,
      ]);
      return saved.length > 0 ? 'already-saved' : 'full';
    },

    async remove(userId: string, productId: number): Promise<void> {
      await db.query('DELETE FROM wishlist_items WHERE user_id = $1 AND product_id = $2', [userId, productId]);
    },
  };
}

export type WishlistRepository = ReturnType<typeof wishlistRepository>;
