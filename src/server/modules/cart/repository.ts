import { prepared, type Queryable } from '../../db/database';
import type { Cart, CartItem } from '../../../core/contracts/cart';
import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE } from '../../../core/pricing';

/** A line inside checkout's transaction: the product id as the catalogue's number, for pricing. */
export interface LockedCartLine {
  productId: number;
  quantity: number;
}

const LINE_COLUMNS = 'product_id::text AS "productId", quantity';

/**
 * Every cart answer in one read: user $1's lines, oldest first (product id breaks ties), its code and its
 * version. One statement, so the version always belongs to the lines and code it is answered with.
 */
const CONTENTS = prepared(
  `SELECT coalesce(
       (SELECT json_agg(json_build_object('productId', product_id::text, 'quantity', quantity)
          ORDER BY added_at, product_id)
        FROM cart_items WHERE user_id = $1),
       '[]'::json) AS items,
     (SELECT code FROM cart_promo_codes WHERE user_id = $1) AS "promoCode",
     coalesce((SELECT version FROM cart_versions WHERE user_id = $1), 0) AS version`,
);

/**
 * The cart's version and its lock (issue 31). Every statement that changes user $1's cart begins with
 * this CTE: it raises the version and holds the version row until the change commits, and the change
 * itself reads FROM `bumped` (or asks EXISTS bumped), so it happens only after the bump, never without
 * it. Checkout locks the same row before it compares the version the shopper confirmed and keeps it until
 * its order commits, so no change slips between its check and its order; and as every writer takes this
 * row before any line, a change and a checkout never wait on each other in opposite orders (deadlock).
 * `when` is the change's own condition on the statement's snapshot: a change that would do nothing
 * (removing a line that is not there, an add the limits refuse) leaves the version as it is.
 * Any new way of changing a cart (a guest cart's, a sign-in merge) goes through this too.
 */
const BUMP = (when: string) => `WITH bumped AS (
     INSERT INTO cart_versions (user_id, version) SELECT $1, 1 WHERE ${when}
     ON CONFLICT (user_id) DO UPDATE SET version = cart_versions.version + 1
     RETURNING version)`;

/**
 * Product $2 may take a line in user $1's cart: it has one already, or the cart has room for another
 * (MAX_CART_LINES, $5 in SET and $6 in ADD).
 */
const HAS_ROOM = (limit: string) => `(EXISTS (SELECT 1 FROM cart_items WHERE user_id = $1 AND product_id = $2)
     OR (SELECT count(*) FROM cart_items WHERE user_id = $1) < ${limit})`;

/**
 * Adds $3 of product $2 to user $1's cart (at $4, up to $5 a line); no row when the line limit or the
 * cart's limit refused it.
 */
const ADD = prepared(
  `${BUMP(`${HAS_ROOM('$6')}
       AND NOT EXISTS (SELECT 1 FROM cart_items WHERE user_id = $1 AND product_id = $2 AND quantity + $3 > $5)`)}
   INSERT INTO cart_items (user_id, product_id, quantity, added_at)
   SELECT $1, $2, $3, $4 FROM bumped
   ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity
   WHERE cart_items.quantity + EXCLUDED.quantity <= $5
   RETURNING quantity`,
);

/** Sets product $2's line in user $1's cart to $3 (appended at $4 if missing); no row when the cart is full. */
const SET = `${BUMP(HAS_ROOM('$5'))}
   INSERT INTO cart_items (user_id, product_id, quantity, added_at)
   SELECT $1, $2, $3, $4 FROM bumped
   ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = EXCLUDED.quantity
   RETURNING quantity`;

/** Removes product $2's line from user $1's cart. */
const REMOVE = `${BUMP('EXISTS (SELECT 1 FROM cart_items WHERE user_id = $1 AND product_id = $2)')}
   DELETE FROM cart_items WHERE user_id = $1 AND product_id = $2 AND EXISTS (SELECT 1 FROM bumped)`;

const CLEAR = `${BUMP('EXISTS (SELECT 1 FROM cart_items WHERE user_id = $1)')}
   DELETE FROM cart_items WHERE user_id = $1 AND EXISTS (SELECT 1 FROM bumped)`;

/** Applies code $2 to user $1's cart at $3, replacing the one applied before (one code at a time, spec §2). */
const SET_PROMO = `${BUMP('NOT EXISTS (SELECT 1 FROM cart_promo_codes WHERE user_id = $1 AND code = $2)')}
   INSERT INTO cart_promo_codes (user_id, code, applied_at) SELECT $1, $2, $3 FROM bumped
   ON CONFLICT (user_id) DO UPDATE SET code = EXCLUDED.code, applied_at = EXCLUDED.applied_at`;

const REMOVE_PROMO = `${BUMP('EXISTS (SELECT 1 FROM cart_promo_codes WHERE user_id = $1)')}
   DELETE FROM cart_promo_codes WHERE user_id = $1 AND EXISTS (SELECT 1 FROM bumped)`;

/**
 * Takes user $1's version row for the caller's transaction (creating it at 0 for a cart never changed)
 * and answers the version: every change to the cart waits until that transaction ends.
 */
const LOCK_VERSION = `INSERT INTO cart_versions (user_id, version) VALUES ($1, 0)
   ON CONFLICT (user_id) DO UPDATE SET version = cart_versions.version
   RETURNING version`;

/** What a change that may append a line did: done, or refused by the line's or the cart's limit. */
export type CartChange = 'done' | 'line-full' | 'cart-full';

type CartRow = { items: CartItem[]; promoCode: string | null; version: number };

function cartOf(row: CartRow | undefined): Cart {
  const items = row?.items ?? [];
  const version = row?.version ?? 0;
  return row?.promoCode == null ? { items, version } : { items, promoCode: row.promoCode, version };
}

/**
 * All cart reads and writes, on the database or inside a caller's transaction (checkout reads the
 * lines and clears them in its own transaction). Every change is one statement, so two tabs or
 * parallel requests never lose an update.
 */
export function cartRepository(db: Queryable) {
  return {
    /** Oldest line first; product id breaks ties between lines added in the same instant. */
    items(userId: string): Promise<CartItem[]> {
      return db.query<CartItem>(
        `SELECT ${LINE_COLUMNS} FROM cart_items WHERE user_id = $1 ORDER BY added_at, product_id`,
        [userId],
      );
    },

    /**
     * The lines locked until the caller's transaction ends, product ids as the catalogue's numbers.
     * Checkout takes lockVersion first, so a second checkout of the same cart waits there and then
     * finds the lines gone.
     */
    async lockLines(userId: string): Promise<LockedCartLine[]> {
      const rows = await db.query<{ product_id: number; quantity: number }>(
        'SELECT product_id, quantity FROM cart_items WHERE user_id = $1 ORDER BY added_at, product_id FOR UPDATE',
        [userId],
      );
      return rows.map((row) => ({ productId: row.product_id, quantity: row.quantity }));
    },

    /**
     * Raises an existing line by `quantity` or appends a new one. Changes nothing when the line would
     * pass MAX_QUANTITY_PER_LINE ('line-full') or a new line would pass MAX_CART_LINES ('cart-full').
     */
    async add(userId: string, productId: number, quantity: number, now: Date): Promise<CartChange> {
      if (quantity > MAX_QUANTITY_PER_LINE) return 'line-full';
      const rows = await db.query(ADD, [userId, productId, quantity, now, MAX_QUANTITY_PER_LINE, MAX_CART_LINES]);
      if (rows.length > 0) return 'done';
      // Refused: the line exists (it would pass its limit) or there was no room for it. Only for the message.
      return (await this.hasLine(userId, productId)) ? 'line-full' : 'cart-full';
    },

    /** Sets a line to exactly `quantity` (appending it if there is room); 0 or less removes it. */
    async setQuantity(userId: string, productId: number, quantity: number, now: Date): Promise<CartChange> {
      if (quantity <= 0) {
        await this.remove(userId, productId);
        return 'done';
      }
      const rows = await db.query(SET, [userId, productId, quantity, now, MAX_CART_LINES]);
      return rows.length > 0 ? 'done' : 'cart-full';
    },

    async hasLine(userId: string, productId: number): Promise<boolean> {
      const rows = await db.query('SELECT 1 FROM cart_items WHERE user_id = $1 AND product_id = $2', [
        userId,
        productId,
      ]);
      return rows.length > 0;
    },

    async remove(userId: string, productId: number): Promise<void> {
      await db.query(REMOVE, [userId, productId]);
    },

    async clear(userId: string): Promise<void> {
      await db.query(CLEAR, [userId]);
    },

    /** The code applied to the cart, or undefined. */
    async promoCode(userId: string): Promise<string | undefined> {
      const [row] = await db.query<{ code: string }>('SELECT code FROM cart_promo_codes WHERE user_id = $1', [userId]);
      return row?.code;
    },

    /** Applies a code, replacing the one applied before (one code at a time, spec §2). */
    async setPromoCode(userId: string, code: string, now: Date): Promise<void> {
      await db.query(SET_PROMO, [userId, code, now]);
    },

    async removePromoCode(userId: string): Promise<void> {
      await db.query(REMOVE_PROMO, [userId]);
    },

    /**
     * Checkout's first step: the cart's version, with the cart locked against every change until the
     * caller's transaction ends (see BUMP). Call it before lockLines.
     */
    async lockVersion(userId: string): Promise<number> {
      const [row] = await db.query<{ version: number }>(LOCK_VERSION, [userId]);
      return row?.version ?? 0;
    },

    /**
     * What every cart answer carries: the lines (as items() orders them), and the applied code when there
     * is one. One statement, so one round trip to the database instead of two.
     */
    async contents(userId: string): Promise<Cart> {
      const [row] = await db.query<CartRow>(CONTENTS, [userId]);
      return cartOf(row);
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
