import { prepared, type Queryable } from '../../db/database';
import type { Cart, CartItem } from '../../../universal/contracts/cart';
import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE } from '../../../universal/pricing';

/** A line inside checkout's transaction: the product id as the catalogue's number, for pricing. */
export interface LockedCartLine {
  productId: number;
  sku: string;
  quantity: number;
}

/** The variant a line holds: its SKU, and its product (kept on the line so answers need not ask the catalogue). */
export interface CartVariant {
  productId: number;
  sku: string;
}

/** A line lowered to what is on hand, or dropped (`to` 0), by fitToStock. */
export interface CartFit {
  sku: string;
  to: number;
}

const LINE_COLUMNS = 'product_id::text AS "productId", sku, quantity';
const LINE_ORDER = 'ORDER BY added_at, product_id, sku';

/**
 * Every cart answer in one read: cart $1's lines, oldest first (product id, then SKU, breaks ties), its
 * code and its version. One statement, so the version always belongs to the lines and code it is answered with.
 */
const CONTENTS = prepared(
  `SELECT coalesce(
       (SELECT json_agg(json_build_object('productId', product_id::text, 'sku', sku, 'quantity', quantity)
          ${LINE_ORDER})
        FROM cart_items WHERE cart_id = $1),
       '[]'::json) AS items,
     (SELECT code FROM cart_promo_codes WHERE cart_id = $1) AS "promoCode",
     coalesce((SELECT version FROM cart_versions WHERE cart_id = $1), 0) AS version`,
);

/**
 * The cart's version and its lock (issue 31). Every statement that changes cart $1's cart begins with
 * this CTE: it raises the version and holds the version row until the change commits, and the change
 * itself reads FROM `bumped` (or asks EXISTS bumped), so it happens only after the bump, never without
 * it. Checkout locks the same row before it compares the version the shopper confirmed and keeps it until
 * its order commits, so no change slips between its check and its order; and as every writer takes this
 * row before any line, a change and a checkout never wait on each other in opposite orders (deadlock).
 * `when` is the change's own condition on the statement's snapshot: a change that would do nothing
 * (removing a line that is not there, an add the limits refuse) leaves the version as it is.
 * Any new way of changing a cart (a guest cart's, a sign-in merge) goes through this too. `now` (a parameter)
 * is the change's time, kept as the shopper's last change: a cart reminder counts from it (decision 0120).
 */
const BUMP = (when: string, now: string) => `WITH bumped AS (
     INSERT INTO cart_versions (cart_id, version, changed_at) SELECT $1, 1, ${now}::timestamptz WHERE ${when}
     ON CONFLICT (cart_id) DO UPDATE SET version = cart_versions.version + 1, changed_at = EXCLUDED.changed_at
     RETURNING version)`;

/**
 * Variant $2 may take a line in cart $1's cart: it has one already, or the cart has room for another
 * (MAX_CART_LINES, $5 in SET and $6 in ADD).
 */
const HAS_ROOM = (limit: string) => `(EXISTS (SELECT 1 FROM cart_items WHERE cart_id = $1 AND sku = $2)
     OR (SELECT count(*) FROM cart_items WHERE cart_id = $1) < ${limit})`;

/**
 * Adds $3 of variant $2 (of product $7) to cart $1's cart (at $4, up to $5 a line: the line limit or
 * the units on hand, whichever is lower); no row when that cap or the cart's limit refused it.
 */
const ADD = prepared(
  `${BUMP(
    `${HAS_ROOM('$6')} AND $3::int <= $5::int
       AND NOT EXISTS (SELECT 1 FROM cart_items WHERE cart_id = $1 AND sku = $2 AND quantity + $3 > $5)`,
    '$4',
  )}
   INSERT INTO cart_items (cart_id, product_id, sku, quantity, added_at)
   SELECT $1, $7::int, $2, $3, $4 FROM bumped
   ON CONFLICT (cart_id, sku) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity
   WHERE cart_items.quantity + EXCLUDED.quantity <= $5
   RETURNING quantity`,
);

/**
 * Sets variant $2's line (of product $6) in cart $1's cart to $3 (appended at $4 if missing); no row
 * when the cart is full.
 */
const SET = `${BUMP(HAS_ROOM('$5'), '$4')}
   INSERT INTO cart_items (cart_id, product_id, sku, quantity, added_at)
   SELECT $1, $6::int, $2, $3, $4 FROM bumped
   ON CONFLICT (cart_id, sku) DO UPDATE SET quantity = EXCLUDED.quantity
   RETURNING quantity`;

/** Removes the lines of variants $2 (an array) from cart $1's cart at $3, raising its version once. */
const REMOVE = `${BUMP('EXISTS (SELECT 1 FROM cart_items WHERE cart_id = $1 AND sku = ANY($2::text[]))', '$3')}
   DELETE FROM cart_items WHERE cart_id = $1 AND sku = ANY($2::text[]) AND EXISTS (SELECT 1 FROM bumped)`;

const CLEAR = `${BUMP('EXISTS (SELECT 1 FROM cart_items WHERE cart_id = $1)', '$2')}
   DELETE FROM cart_items WHERE cart_id = $1 AND EXISTS (SELECT 1 FROM bumped)`;

/** Applies code $2 to cart $1's cart at $3, replacing the one applied before (one code at a time, spec §2). */
const SET_PROMO = `${BUMP('NOT EXISTS (SELECT 1 FROM cart_promo_codes WHERE cart_id = $1 AND code = $2)', '$3')}
   INSERT INTO cart_promo_codes (cart_id, code, applied_at) SELECT $1, $2, $3 FROM bumped
   ON CONFLICT (cart_id) DO UPDATE SET code = EXCLUDED.code, applied_at = EXCLUDED.applied_at`;

const REMOVE_PROMO = `${BUMP('EXISTS (SELECT 1 FROM cart_promo_codes WHERE cart_id = $1)', '$2')}
   DELETE FROM cart_promo_codes WHERE cart_id = $1 AND EXISTS (SELECT 1 FROM bumped)`;

/**
 * Takes cart $1's version row for the caller's transaction (creating it at 0 for a cart never changed)
 * and answers the version: every change to the cart waits until that transaction ends.
 */
const LOCK_VERSION = `INSERT INTO cart_versions (cart_id, version) VALUES ($1, 0)
   ON CONFLICT (cart_id) DO UPDATE SET version = cart_versions.version
   RETURNING version`;

/**
 * What a change that may append a line did: done, or refused by the line's limit, the cart's limit, or
 * the units on hand.
 */
export type CartChange = 'done' | 'line-full' | 'cart-full' | 'out-of-stock';

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
    /** Oldest line first; product id, then SKU, breaks ties between lines added in the same instant. */
    items(cartId: string): Promise<CartItem[]> {
      return db.query<CartItem>(`SELECT ${LINE_COLUMNS} FROM cart_items WHERE cart_id = $1 ${LINE_ORDER}`, [cartId]);
    },

    /**
     * The lines locked until the caller's transaction ends, product ids as the catalogue's numbers.
     * Checkout takes lockVersion first, so a second checkout of the same cart waits there and then
     * finds the lines gone.
     */
    async lockLines(cartId: string): Promise<LockedCartLine[]> {
      const rows = await db.query<{ product_id: number; sku: string; quantity: number }>(
        `SELECT product_id, sku, quantity FROM cart_items WHERE cart_id = $1 ${LINE_ORDER} FOR UPDATE`,
        [cartId],
      );
      return rows.map((row) => ({ productId: row.product_id, sku: row.sku, quantity: row.quantity }));
    },

    /**
     * Raises an existing line by `quantity` or appends a new one. Changes nothing when the line would
     * pass `lineMax` (MAX_QUANTITY_PER_LINE, or the shop's lower units per order: 'line-full') or the
     * `stock` on hand ('out-of-stock'), or a new line would pass MAX_CART_LINES ('cart-full').
     */
    async add(
      cartId: string,
      variant: CartVariant,
      quantity: number,
      now: Date,
      stock: number,
      lineMax = MAX_QUANTITY_PER_LINE,
    ): Promise<CartChange> {
      const max = Math.min(lineMax, MAX_QUANTITY_PER_LINE);
      if (quantity > max) return 'line-full';
      const cap = Math.min(max, stock);
      const rows = await db.query(ADD, [cartId, variant.sku, quantity, now, cap, MAX_CART_LINES, variant.productId]);
      if (rows.length > 0) return 'done';
      // Refused: by a cap on the line, or there was no room for it. Only for the message.
      const has = await this.lineQuantity(cartId, variant.sku);
      if ((has ?? 0) + quantity > max) return 'line-full';
      if ((has ?? 0) + quantity > stock) return 'out-of-stock';
      return 'cart-full';
    },

    /** Sets a line to exactly `quantity` (appending it if there is room); 0 or less removes it. */
    async setQuantity(cartId: string, variant: CartVariant, quantity: number, now: Date): Promise<CartChange> {
      if (quantity <= 0) {
        await this.remove(cartId, variant.sku, now);
        return 'done';
      }
      const rows = await db.query(SET, [cartId, variant.sku, quantity, now, MAX_CART_LINES, variant.productId]);
      return rows.length > 0 ? 'done' : 'cart-full';
    },

    /** The units of `sku` in the cart, or undefined without such a line. */
    async lineQuantity(cartId: string, sku: string): Promise<number | undefined> {
      const [row] = await db.query<{ quantity: number }>(
        'SELECT quantity FROM cart_items WHERE cart_id = $1 AND sku = $2',
        [cartId, sku],
      );
      return row?.quantity;
    },

    async remove(cartId: string, sku: string, now: Date): Promise<void> {
      await this.removeLines(cartId, [sku], now);
    },

    /** Removes these variants' lines in one statement (checkout's ordered lines), raising the version once. */
    async removeLines(cartId: string, skus: readonly string[], now: Date): Promise<void> {
      if (skus.length > 0) await db.query(REMOVE, [cartId, skus, now]);
    },

    /**
     * Lowers lines to what is on hand and drops those with nothing left (`to` 0), raising the version
     * once. Inside the caller's transaction, after lockVersion and lockLines (decision 0051's order).
     */
    async fitToStock(cartId: string, fits: readonly CartFit[]): Promise<void> {
      if (fits.length === 0) return;
      await db.query('UPDATE cart_versions SET version = version + 1 WHERE cart_id = $1', [cartId]);
      const gone = fits.filter((fit) => fit.to <= 0).map((fit) => fit.sku);
      if (gone.length > 0)
        await db.query('DELETE FROM cart_items WHERE cart_id = $1 AND sku = ANY($2::text[])', [cartId, gone]);
      const lowered = fits.filter((fit) => fit.to > 0);
      if (lowered.length > 0)
        await db.query(
          `UPDATE cart_items AS c SET quantity = t.quantity
           FROM unnest($2::text[], $3::int[]) AS t(sku, quantity)
           WHERE c.cart_id = $1 AND c.sku = t.sku`,
          [cartId, lowered.map((fit) => fit.sku), lowered.map((fit) => fit.to)],
        );
    },

    async clear(cartId: string, now: Date): Promise<void> {
      await db.query(CLEAR, [cartId, now]);
    },

    /** The code applied to the cart, or undefined. */
    async promoCode(cartId: string): Promise<string | undefined> {
      const [row] = await db.query<{ code: string }>('SELECT code FROM cart_promo_codes WHERE cart_id = $1', [cartId]);
      return row?.code;
    },

    /** Applies a code, replacing the one applied before (one code at a time, spec §2). */
    async setPromoCode(cartId: string, code: string, now: Date): Promise<void> {
      await db.query(SET_PROMO, [cartId, code, now]);
    },

    async removePromoCode(cartId: string, now: Date): Promise<void> {
      await db.query(REMOVE_PROMO, [cartId, now]);
    },

    /**
     * Checkout's first step: the cart's version, with the cart locked against every change until the
     * caller's transaction ends (see BUMP). Call it before lockLines.
     */
    async lockVersion(cartId: string): Promise<number> {
      const [row] = await db.query<{ version: number }>(LOCK_VERSION, [cartId]);
      return row?.version ?? 0;
    },

    /**
     * Moves guest cart `guestId`'s lines into cart `cartId` (a sign-in's merge), inside the caller's
     * transaction: a line both hold adds up, capped at `lineMax` (MAX_QUANTITY_PER_LINE, or the shop's lower
     * units per order); a line only the guest held is
     * appended while the cart has room (MAX_CART_LINES), and one that finds none stays in the guest cart,
     * so nothing is lost and nothing counted twice. The guest's code comes along when the cart has none.
     * Locks the account's cart first, then the guest's: every merge takes them in that order, and nothing
     * else takes two carts. Answers how many guest lines were left behind.
     */
    async mergeGuest(
      cartId: string,
      guestId: string,
      now: Date,
      lineMax = MAX_QUANTITY_PER_LINE,
    ): Promise<{ left: number }> {
      await this.lockVersion(cartId);
      await this.lockVersion(guestId);
      const guestLines = await this.lockLines(guestId);
      const held = new Set((await this.lockLines(cartId)).map((line) => line.sku));
      let room = MAX_CART_LINES - held.size;
      const moving = guestLines.filter((line) => held.has(line.sku) || room-- > 0).map((line) => line.sku);
      if (moving.length > 0) {
        await db.query(
          `INSERT INTO cart_items (cart_id, product_id, sku, quantity, added_at)
           SELECT $1, product_id, sku, LEAST(quantity, $3), added_at FROM cart_items
           WHERE cart_id = $2 AND sku = ANY($4::text[])
           ON CONFLICT (cart_id, sku) DO UPDATE SET quantity = LEAST(cart_items.quantity + EXCLUDED.quantity, $3)`,
          [cartId, guestId, Math.min(lineMax, MAX_QUANTITY_PER_LINE), moving],
        );
        await db.query('DELETE FROM cart_items WHERE cart_id = $1 AND sku = ANY($2::text[])', [guestId, moving]);
      }
      const code = await db.query(
        `INSERT INTO cart_promo_codes (cart_id, code, applied_at)
         SELECT $1, code, applied_at FROM cart_promo_codes WHERE cart_id = $2
         ON CONFLICT (cart_id) DO NOTHING RETURNING code`,
        [cartId, guestId],
      );
      if (moving.length > 0 || code.length > 0)
        await db.query(
          'UPDATE cart_versions SET version = version + 1, changed_at = $2 WHERE cart_id = ANY($1::uuid[])',
          [[cartId, guestId], now],
        );
      return { left: guestLines.length - moving.length };
    },

    /**
     * What every cart answer carries: the lines (as items() orders them), and the applied code when there
     * is one. One statement, so one round trip to the database instead of two.
     */
    async contents(cartId: string): Promise<Cart> {
      const [row] = await db.query<CartRow>(CONTENTS, [cartId]);
      return cartOf(row);
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;

/**
 * A price behind the carts changed (an exchange rate, a rounding rule, a region's currency; or the price list
 * of `skus`): every cart holding such a line moves its version, in the caller's transaction, so a checkout
 * against the total shown before answers 409 CART_CHANGED instead of charging another one (issue 50). Rows are
 * taken in cart order, so two such changes never deadlock; a checkout holding a cart's row makes this wait.
 */
export async function raisePricedCartVersions(db: Queryable, skus?: readonly string[]): Promise<void> {
  // A cart whose lines never went through the API has no version row yet (version 0): it gets one at 1.
  await db.query(
    `INSERT INTO cart_versions (cart_id, version)
     SELECT DISTINCT cart_id, 1 FROM cart_items WHERE $1::text[] IS NULL OR sku = ANY($1::text[]) ORDER BY cart_id
     ON CONFLICT (cart_id) DO UPDATE SET version = cart_versions.version + 1`,
    [skus ?? null],
  );
}
