import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { ReturnRequest } from '../../../universal/contracts/returns';
import { RETURN_MOVES, type ReturnReason, type ReturnStatus } from '../../../universal/return-rules';
import { REFUNDED_SQL } from './refunded-sql';
import type { RefundPayout } from '../../../universal/refund-payout';
import { claimStockOnce, REFUNDED_RETURN, type StockLine } from './stock-claim';
import { orderNumber } from '../../../universal/order-status';
import type { LineWordsByLanguage } from '../catalogue';

interface ReturnRow {
  id: string;
  order_id: string;
  status: ReturnStatus;
  reason: ReturnReason;
  created_at: Date | string;
  rejection_reason: string | null;
  refund_cents: number | null;
  delivery_refund_cents: number | null;
  return_address: string | null;
  return_instructions: string | null;
  pickup_reference: string | null;
  pickup_requested_at: Date | string | null;
  exchange_order_id: string | null;
}

interface ReturnItemRow {
  return_id: string;
  product_id: number;
  sku: string | null;
  title: string;
  quantity: number;
  exchange_sku: string | null;
  exchange_label: string | null;
  exchange_words: LineWordsByLanguage;
}

export interface NewReturnItem {
  productId: number;
  /** The variant sent back; undefined for a line of an order placed before variants. */
  sku: string | undefined;
  title: string;
  quantity: number;
  /**
   * Another variant of the product sent instead of money (a size exchange): its options' label in English and
   * its words in the other languages, as order lines keep them (decision 0093).
   */
  exchange?: { sku: string; label: string; words: LineWordsByLanguage };
}

/** How claimedQuantities keys an order line: its product and its variant ('' before variants). */
export const returnLineKey = (productId: number, sku: string | undefined) => `${productId} ${sku ?? ''}`;

export type ReturnMoveResult =
  | { ok: true; request: ReturnRequest; refundCents: number | null; deliveryRefundCents: number | null }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'not-allowed'; current: ReturnStatus }
  /** A cash-on-delivery order's refund without its payout, or another's with one (refund-payout.ts). */
  | { ok: false; reason: 'payout-needed' }
  | { ok: false; reason: 'payout-not-used' };

/**
 * The value of a return's lines, in cents, for the request whose id the SQL expression `returnId` names,
 * of the order `orderId` names: each returned line's unit price as paid (its order line's, matched by
 * product and variant) × the units returned. A line exchanged for another variant is paid back in that
 * variant, not in money: it counts for nothing.
 */
const RETURNED_VALUE_SQL = (returnId: string, orderId: string) => `(
  SELECT coalesce(sum(i.quantity * line.price_cents), 0)
  FROM return_items i
  CROSS JOIN LATERAL (
    SELECT ol.price_cents FROM order_items ol
    WHERE ol.order_id = ${orderId} AND ol.product_id = i.product_id AND coalesce(ol.sku, '') = coalesce(i.sku, '')
    ORDER BY ol.position LIMIT 1
  ) AS line
  WHERE i.return_id = ${returnId} AND i.exchange_sku IS NULL
)`;

/**
 * What `value` cents of the goods of the order aliased `o` (at their line prices) paid: their share of
 * what the order paid for its goods, its total less its untaxed charges (delivery, the cash-on-delivery
 * fee: order-charges.ts), so less their share of a promotion's discount and with their share of the tax.
 * Rounded half away from zero, as every amount is (universal/pricing.ts).
 */
const PAID_FOR_SQL = (value: string) =>
  `round((${value})::numeric * (o.total_cents - (
    SELECT coalesce(sum(c.amount_cents), 0) FROM order_charges c WHERE c.order_id = o.id AND c.tax = 'untaxed'
  )) / nullif(o.subtotal_cents, 0))`;

/**
 * What a return pays back, in cents, for the request aliased `r`: what its lines paid (PAID_FOR_SQL).
 * Reckoned on all the order's refunded returns together, this one's after the others', so that returns
 * that bring every line back pay back exactly what the goods cost, to the cent, however the rounding of
 * each would have fallen. Delivery and a cash-on-delivery fee stay with the order. Capped, where it is
 * paid, by what the order has left (returns-repository's move).
 */
export const RETURN_AMOUNT_SQL = `(
  SELECT coalesce(${PAID_FOR_SQL('earlier.value + this.value')} - ${PAID_FOR_SQL('earlier.value')}, 0)::int
  FROM orders o
  CROSS JOIN LATERAL (SELECT ${RETURNED_VALUE_SQL('r.id', 'r.order_id')} AS value) AS this
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(${RETURNED_VALUE_SQL('q.id', 'q.order_id')}), 0) AS value FROM return_requests q
    WHERE q.order_id = r.order_id AND q.status = 'refunded' AND q.id <> r.id
  ) AS earlier
  WHERE o.id = r.order_id
)`;

/**
 * What is left of the order's delivery charge to pay back with the request aliased `r` (the shop's fault):
 * its delivery rows less what its other refunded returns paid back of it, so delivery goes back once.
 */
const DELIVERY_LEFT_SQL = `greatest(0,
  (SELECT coalesce(sum(c.amount_cents), 0) FROM order_charges c WHERE c.order_id = r.order_id AND c.kind = 'delivery')
  - (SELECT coalesce(sum(q.delivery_refund_cents), 0) FROM return_requests q
     WHERE q.order_id = r.order_id AND q.status = 'refunded' AND q.id <> r.id))::int`;

/** A request's row with its pickup, if one was booked. */
const SELECT_RETURNS = `SELECT r.*, p.reference AS pickup_reference, p.requested_at AS pickup_requested_at
  FROM return_requests r LEFT JOIN return_pickups p ON p.return_id = r.id`;

/** Where an approved request's parcel goes, as the region stood when it was approved. */
function returnToOf(row: ReturnRow): ReturnRequest['returnTo'] {
  return {
    ...(row.return_address !== null && { address: row.return_address }),
    ...(row.return_instructions !== null && { instructions: row.return_instructions }),
    parcelNumber: orderNumber(row.order_id),
    ...(row.pickup_reference !== null &&
      row.pickup_requested_at !== null && {
        pickup: { reference: row.pickup_reference, requestedAt: new Date(row.pickup_requested_at).toISOString() },
      }),
  };
}

/** Twelve hex characters: the last 8 are what a shopper reads out to support, like order numbers. */
const newReturnId = () => randomBytes(6).toString('hex');

/** Return requests and their lines, owned by the orders module. */
export function returnsRepository(db: Queryable) {
  async function withItems(rows: ReturnRow[]): Promise<ReturnRequest[]> {
    if (rows.length === 0) return [];
    const items = await db.query<ReturnItemRow>(
      'SELECT * FROM return_items WHERE return_id = ANY($1::text[]) ORDER BY return_id, product_id, sku',
      [rows.map((row) => row.id)],
    );
    return rows.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      status: row.status,
      reason: row.reason,
      createdAt: new Date(row.created_at).toISOString(),
      ...(row.rejection_reason !== null && { rejectionReason: row.rejection_reason }),
      ...(row.status === 'refunded' && row.refund_cents !== null && { refund: row.refund_cents / 100 }),
      ...(row.status === 'refunded' &&
        row.delivery_refund_cents !== null && { deliveryRefund: row.delivery_refund_cents / 100 }),
      ...(row.status === 'approved' && { returnTo: returnToOf(row) }),
      items: items
        .filter((item) => item.return_id === row.id)
        .map((item) => ({
          productId: String(item.product_id),
          ...(item.sku === null ? {} : { sku: item.sku }),
          title: item.title,
          quantity: item.quantity,
          ...(item.exchange_sku !== null && { exchangeSku: item.exchange_sku }),
          ...(item.exchange_label !== null && { exchangeLabel: item.exchange_label }),
          ...(Object.keys(item.exchange_words).length > 0 && { exchangeWords: item.exchange_words }),
        })),
      ...(row.exchange_order_id !== null && { exchangeOrderId: row.exchange_order_id }),
    }));
  }

  /** The variants a request's exchanged lines asked for, and how many of each. */
  async function exchangedUnits(id: string): Promise<StockLine[]> {
    return db.query<StockLine>(
      `SELECT exchange_sku AS sku, quantity FROM return_items
       WHERE return_id = $1 AND exchange_sku IS NOT NULL ORDER BY exchange_sku`,
      [id],
    );
  }

  async function get(id: string): Promise<ReturnRequest | undefined> {
    const rows = await db.query<ReturnRow>(`${SELECT_RETURNS} WHERE r.id = $1`, [id]);
    return (await withItems(rows))[0];
  }

  return {
    get,

    /** An order's requests, oldest first. */
    async forOrder(orderId: string): Promise<ReturnRequest[]> {
      const rows = await db.query<ReturnRow>(`${SELECT_RETURNS} WHERE r.order_id = $1 ORDER BY r.created_at, r.id`, [
        orderId,
      ]);
      return withItems(rows);
    },

    /** The requests on every order of an account, newest first (the console's customer page). */
    async forUser(userId: string): Promise<ReturnRequest[]> {
      const rows = await db.query<ReturnRow>(
        `${SELECT_RETURNS} JOIN orders o ON o.id = r.order_id
         WHERE o.user_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
        [userId],
      );
      return withItems(rows);
    },

    /** Units of each order line (returnLineKey) already asked back by requests that were not rejected. */
    async claimedQuantities(orderId: string): Promise<Map<string, number>> {
      const rows = await db.query<{ product_id: number; sku: string | null; quantity: number }>(
        `SELECT i.product_id, i.sku, sum(i.quantity)::int AS quantity
         FROM return_items i JOIN return_requests r ON r.id = i.return_id
         WHERE r.order_id = $1 AND r.status <> 'rejected' GROUP BY i.product_id, i.sku`,
        [orderId],
      );
      return new Map(rows.map((row) => [returnLineKey(row.product_id, row.sku ?? undefined), row.quantity]));
    },

    /** A request as it stands, row-locked until the caller's transaction ends: a move racing this one waits. */
    async getForUpdate(id: string): Promise<ReturnRequest | undefined> {
      const locked = await db.query('SELECT id FROM return_requests WHERE id = $1 FOR UPDATE', [id]);
      return locked.length > 0 ? get(id) : undefined;
    },

    /**
     * The units a refunded return brings back, once: marks the request's stock as returned (in the
     * caller's transaction, with the refund) and answers its lines, or nothing when it was marked before
     * (requests approved before refunds took the stock back were marked at approval) or is not refunded.
     * Lines of requests made before variants name no variant to put back to.
     */
    async claimReturnedStock(id: string, now: Date): Promise<StockLine[]> {
      return claimStockOnce(db, REFUNDED_RETURN, id, now);
    },

    async create(orderId: string, reason: ReturnReason, items: NewReturnItem[], now: Date): Promise<ReturnRequest> {
      const id = newReturnId();
      await db.query(
        `INSERT INTO return_requests (id, order_id, status, reason, created_at, status_changed_at)
         VALUES ($1, $2, 'requested', $3, $4, $4)`,
        [id, orderId, reason, now],
      );
      for (const item of items) {
        await db.query(
          `INSERT INTO return_items (return_id, product_id, sku, title, quantity, exchange_sku, exchange_label,
             exchange_words)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            id,
            item.productId,
            item.sku ?? null,
            item.title,
            item.quantity,
            item.exchange?.sku ?? null,
            item.exchange?.label ?? null,
            JSON.stringify(item.exchange?.words ?? {}),
          ],
        );
      }
      const created = await get(id);
      if (!created) throw new Error(`return ${id} vanished inside its own transaction`);
      return created;
    },

    /**
     * The operator's move; the allowed "from" statuses sit in the UPDATE, so racing moves have one winner.
     * A rejection keeps its reason (if given); a refund fixes its amount (RETURN_AMOUNT_SQL, with what is left
     * of the order's delivery when `refundDelivery`, capped).
     */
    async move(
      id: string,
      to: ReturnStatus,
      now: Date,
      { rejectionReason, refundDelivery = false }: { rejectionReason?: string; refundDelivery?: boolean } = {},
    ): Promise<ReturnMoveResult> {
      const from = (Object.keys(RETURN_MOVES) as ReturnStatus[]).filter((status) => RETURN_MOVES[status].includes(to));
      // A refund locks its order's row, as staff's refunds do (refunds.ts), and pays back no more than
      // the order took less what went back before.
      if (to === 'refunded') {
        await db.query(
          'SELECT o.id FROM orders o WHERE o.id = (SELECT order_id FROM return_requests WHERE id = $1) FOR UPDATE',
          [id],
        );
      }
      // The delivery goes back inside the cap: what the order has left bounds goods and delivery together.
      const updated = await db.query<{ refund_cents: number | null; delivery_refund_cents: number | null }>(
        `UPDATE return_requests AS r SET status = $2, status_changed_at = $3,
           rejection_reason = CASE WHEN $2 = 'rejected' THEN $5::text ELSE r.rejection_reason END,
           refund_cents = CASE WHEN $2 = 'refunded' THEN least(${RETURN_AMOUNT_SQL}
             + CASE WHEN $6::boolean THEN ${DELIVERY_LEFT_SQL} ELSE 0 END, greatest(0,
             (SELECT o.total_cents FROM orders o WHERE o.id = r.order_id) - ${REFUNDED_SQL('r.order_id')}))
             ELSE r.refund_cents END,
           delivery_refund_cents = CASE WHEN $2 = 'refunded' AND $6::boolean THEN ${DELIVERY_LEFT_SQL}
             ELSE r.delivery_refund_cents END
         WHERE r.id = $1 AND r.status = ANY($4::text[]) RETURNING r.refund_cents, r.delivery_refund_cents`,
        [id, to, now, from, rejectionReason ?? null, refundDelivery],
      );
      const request = await get(id);
      if (!request) return { ok: false, reason: 'not-found' };
      const [moved] = updated;
      return moved
        ? {
            ok: true,
            request,
            refundCents: moved.refund_cents,
            // Never more of the delivery than the refund paid (the cap may have cut it).
            deliveryRefundCents:
              moved.delivery_refund_cents === null || moved.refund_cents === null
                ? null
                : Math.min(moved.delivery_refund_cents, moved.refund_cents),
          }
        : { ok: false, reason: 'not-allowed', current: request.status };
    },

    /**
     * An approved request's way back, in the approval's transaction: the region's address and instructions as
     * they stand now, and a carrier pickup from `pickupAddress` when the region books them.
     */
    async setReturnTo(
      id: string,
      to: { address: string | null; instructions: string | null },
      pickup: { reference: string; address: string } | undefined,
      now: Date,
    ): Promise<void> {
      await db.query('UPDATE return_requests SET return_address = $2, return_instructions = $3 WHERE id = $1', [
        id,
        to.address,
        to.instructions,
      ]);
      if (pickup)
        await db.query(
          `INSERT INTO return_pickups (return_id, reference, address, requested_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (return_id) DO NOTHING`,
          [id, pickup.reference, pickup.address, now],
        );
    },

    /**
     * The units a request's exchanged lines reserved, to go back on the shelf once: stamps its
     * exchange_released_at (in the caller's transaction, with the rejection) and answers them, or nothing when
     * they went back before, the request is not rejected, or it exchanged nothing.
     */
    async releaseExchange(id: string, now: Date): Promise<StockLine[]> {
      const marked = await db.query(
        `UPDATE return_requests SET exchange_released_at = $2
         WHERE id = $1 AND status = 'rejected' AND exchange_released_at IS NULL AND exchange_order_id IS NULL
         RETURNING id`,
        [id, now],
      );
      if (marked.length === 0) return [];
      return exchangedUnits(id);
    },

    exchangedUnits,

    /** Links an approved request to the order shipping its exchange, once: false when it already has one. */
    async linkExchangeOrder(id: string, orderId: string): Promise<boolean> {
      const linked = await db.query(
        `UPDATE return_requests SET exchange_order_id = $2
         WHERE id = $1 AND status = 'approved' AND exchange_order_id IS NULL RETURNING id`,
        [id, orderId],
      );
      return linked.length > 0;
    },

    /** What is left of the request's order's delivery charge to pay back with it, in cents (0: none or paid back). */
    async deliveryLeftCents(id: string): Promise<number> {
      const [row] = await db.query<{ cents: number }>(
        `SELECT ${DELIVERY_LEFT_SQL} AS cents FROM return_requests r WHERE r.id = $1`,
        [id],
      );
      return row?.cents ?? 0;
    },

    /** How a cash-on-delivery return's refund went back, in the refund's transaction. */
    async setPayout(id: string, payout: RefundPayout): Promise<void> {
      await db.query('UPDATE return_requests SET payout_method = $2, payout_details = $3 WHERE id = $1', [
        id,
        payout.method,
        payout.details,
      ]);
    },

    /** For the operator: requests newest first, optionally of one status. */
    async list(status: ReturnStatus | undefined, limit = 100): Promise<ReturnRequest[]> {
      const rows = await db.query<ReturnRow>(
        `${SELECT_RETURNS} WHERE ($1::text IS NULL OR r.status = $1)
         ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
        [status ?? null, limit],
      );
      return withItems(rows);
    },
  };
}
