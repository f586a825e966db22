import type { Queryable } from '../../db/database';
import { MAX_QUANTITY_PER_LINE } from '../../../shared/pricing';

/** A cart line as the API answers it: the product id as a string (spec §3). */
export interface CartLine {
  productId: string;
  quantity: number;
}

const LINE_COLUMNS = 'product_id::text AS "productId", quantity';

/**
 * All cart reads and writes, on the database or inside a caller's transaction (checkout reads the
 * lines and clears them in its own transaction). Every change is one statement, so two tabs or
 * parallel requests never lose an update.
 */
export function cartRepository(db: Queryable) {
  return {
    /** Oldest line first; product id breaks ties between lines added in the same instant. */
    items(userId: string): Promise<CartLine[]> {
      return db.query<CartLine>(
        `SELECT ${LINE_COLUMNS} FROM cart_items WHERE user_id = $1 ORDER BY added_at, product_id`,
        [userId],
      );
    },

    /**
     * Raises an existing line by `quantity` or appends a new one. Answers false, changing nothing,
     * when the line would pass MAX_QUANTITY_PER_LINE.
     */
    async add(userId: string, productId: number, quantity: number, now: Date): Promise<boolean> {
      if (quantity > MAX_QUANTITY_PER_LINE) return false;
      const rows = await db.query(
        `INSERT INTO cart_items (user_id, product_id, quantity, added_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity
         WHERE cart_items.quantity + EXCLUDED.quantity <= $5
         RETURNING quantity`,
        [userId, productId, quantity, now, MAX_QUANTITY_PER_LINE],
      );
      return rows.length > 0;
    },

    /** Sets a line to exactly `quantity` (appending it if missing); 0 or less removes it. */
    async setQuantity(userId: string, productId: number, quantity: number, now: Date): Promise<void> {
      if (quantity <= 0) {
        await this.remove(userId, productId);
        return;
      }
      await db.query(
        `INSERT INTO cart_items (user_id, product_id, quantity, added_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
        [userId, productId, quantity, now],
      );
    },

    async remove(userId: string, productId: number): Promise<void> {
      await db.query('DELETE FROM cart_items WHERE user_id = $1 AND product_id = $2', [userId, productId]);
    },

    async clear(userId: string): Promise<void> {
      await db.query('DELETE FROM cart_items WHERE user_id = $1', [userId]);
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
