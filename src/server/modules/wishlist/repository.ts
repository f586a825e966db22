import type { Queryable } from '../../db/database';
import { MAX_WISHLIST_ITEMS, type WishlistItem } from '../../../universal/contracts/wishlist';

interface WishlistRow {
  productId: string;
  sku: string;
  addedAt: Date;
}

/** All wish-list reads and writes, on the database or inside a caller's transaction. */
export function wishlistRepository(db: Queryable) {
  return {
    /** Oldest first, as saved. */
    async items(userId: string): Promise<WishlistItem[]> {
      const rows = await db.query<WishlistRow>(
        `SELECT product_id::text AS "productId", sku, added_at AS "addedAt"
         FROM wishlist_items WHERE user_id = $1 ORDER BY added_at, product_id, sku`,
        [userId],
      );
      return rows.map((row) => ({
        productId: row.productId,
        sku: row.sku,
        addedAt: new Date(row.addedAt).toISOString(),
      }));
    },

    /**
     * Saves a variant of a product in one statement, so a double click cannot duplicate it. 'already-saved'
     * when it was saved before; 'full' when the list holds MAX_WISHLIST_ITEMS.
     */
    async add(userId: string, productId: number, sku: string, now: Date): Promise<'saved' | 'already-saved' | 'full'> {
      const rows = await db.query(
        `INSERT INTO wishlist_items (user_id, product_id, sku, added_at)
         SELECT $1, $2, $3, $4 WHERE (SELECT count(*) FROM wishlist_items WHERE user_id = $1) < $5
         ON CONFLICT (user_id, sku) DO NOTHING RETURNING sku`,
        [userId, productId, sku, now, MAX_WISHLIST_ITEMS],
      );
      if (rows.length > 0) return 'saved';
      const saved = await db.query('SELECT 1 FROM wishlist_items WHERE user_id = $1 AND sku = $2', [userId, sku]);
      return saved.length > 0 ? 'already-saved' : 'full';
    },

    /** Takes one saved variant off the list, or every saved variant of the product when `sku` is undefined. */
    async remove(userId: string, productId: number, sku: string | undefined): Promise<void> {
      await db.query(
        'DELETE FROM wishlist_items WHERE user_id = $1 AND product_id = $2 AND ($3::text IS NULL OR sku = $3)',
        [userId, productId, sku ?? null],
      );
    },
  };
}

/** A wish-list row as the price-drop job measures it: the price its owner's alert counts from, once set. */
export interface WatchedItem {
  userId: string;
  productId: number;
  sku: string;
  /** The reference price in `seenCurrency`'s minor units; null until the job's first pass sets it. */
  seenPriceMinor: number | null;
  seenCurrency: string | null;
}

/** The price a row's alert counts from. */
export interface SeenPrice {
  minor: number;
  currency: string;
}

/** The price-drop job's reads and writes of wishlist_items (issue 53, decision 0119). */
export function priceWatchRepository(db: Queryable) {
  return {
    /** Every saved variant with its reference price, by owner. */
    async watched(): Promise<WatchedItem[]> {
      return db.query<WatchedItem>(
        `SELECT user_id::text AS "userId", product_id AS "productId", sku,
           seen_price_minor AS "seenPriceMinor", seen_currency AS "seenCurrency"
         FROM wishlist_items ORDER BY user_id, sku`,
      );
    },

    /**
     * Moves the row's reference from `from` (null: none yet) to `to`, only if it still is `from`: answers
     * whether this call moved it. Two runs at once both read the old reference; only one moves it and mails.
     */
    async moveSeenPrice(userId: string, sku: string, from: SeenPrice | null, to: SeenPrice): Promise<boolean> {
      const rows = await db.query(
        `UPDATE wishlist_items SET seen_price_minor = $3, seen_currency = $4
         WHERE user_id = $1 AND sku = $2
           AND seen_price_minor IS NOT DISTINCT FROM $5::integer AND seen_currency IS NOT DISTINCT FROM $6::text
         RETURNING sku`,
        [userId, sku, to.minor, to.currency, from?.minor ?? null, from?.currency ?? null],
      );
      return rows.length > 0;
    },
  };
}

export type WishlistRepository = ReturnType<typeof wishlistRepository>;
