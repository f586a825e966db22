import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { ReturnRequest } from '../../../core/contracts/returns';
import { RETURN_MOVES, type ReturnReason, type ReturnStatus } from '../../../core/return-rules';

interface ReturnRow {
  id: string;
  order_id: string;
  status: ReturnStatus;
  reason: ReturnReason;
  created_at: Date | string;
}

interface ReturnItemRow {
  return_id: string;
  product_id: number;
  sku: string | null;
  title: string;
  quantity: number;
}

export interface NewReturnItem {
  productId: number;
  /** The variant sent back; undefined for a line of an order placed before variants. */
  sku: string | undefined;
  title: string;
  quantity: number;
}

/** How claimedQuantities keys an order line: its product and its variant ('' before variants). */
export const returnLineKey = (productId: number, sku: string | undefined) => `${productId} ${sku ?? ''}`;

export type ReturnMoveResult =
  | { ok: true; request: ReturnRequest }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'not-allowed'; current: ReturnStatus };

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
      items: items
        .filter((item) => item.return_id === row.id)
        .map((item) => ({
          productId: String(item.product_id),
          ...(item.sku === null ? {} : { sku: item.sku }),
          title: item.title,
          quantity: item.quantity,
        })),
    }));
  }

  async function get(id: string): Promise<ReturnRequest | undefined> {
    const rows = await db.query<ReturnRow>('SELECT * FROM return_requests WHERE id = $1', [id]);
    return (await withItems(rows))[0];
  }

  return {
    get,

    /** An order's requests, oldest first. */
    async forOrder(orderId: string): Promise<ReturnRequest[]> {
      const rows = await db.query<ReturnRow>(
        'SELECT * FROM return_requests WHERE order_id = $1 ORDER BY created_at, id',
        [orderId],
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

    /**
     * The units an approved return brings back, once: marks the request's stock as returned (in the
     * caller's transaction, with the approval) and answers its lines, or nothing when it was marked
     * before or is not approved. Lines of requests made before variants name no variant to put back to.
     */
    async claimApprovedStock(id: string, now: Date): Promise<{ sku: string; quantity: number }[]> {
      const marked = await db.query(
        `UPDATE return_requests SET stock_returned_at = $2
         WHERE id = $1 AND status IN ('approved', 'refunded') AND stock_returned_at IS NULL RETURNING id`,
        [id, now],
      );
      if (marked.length === 0) return [];
      return db.query<{ sku: string; quantity: number }>(
        'SELECT sku, quantity FROM return_items WHERE return_id = $1 AND sku IS NOT NULL',
        [id],
      );
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
          'INSERT INTO return_items (return_id, product_id, sku, title, quantity) VALUES ($1, $2, $3, $4, $5)',
          [id, item.productId, item.sku ?? null, item.title, item.quantity],
        );
      }
      const created = await get(id);
      if (!created) throw new Error(`return ${id} vanished inside its own transaction`);
      return created;
    },

    /** The operator's move; the allowed "from" statuses sit in the UPDATE, so racing moves have one winner. */
    async move(id: string, to: ReturnStatus, now: Date): Promise<ReturnMoveResult> {
      const from = (Object.keys(RETURN_MOVES) as ReturnStatus[]).filter((status) => RETURN_MOVES[status].includes(to));
      const updated = await db.query<{ id: string }>(
        `UPDATE return_requests SET status = $2, status_changed_at = $3
         WHERE id = $1 AND status = ANY($4::text[]) RETURNING id`,
        [id, to, now, from],
      );
      const request = await get(id);
      if (!request) return { ok: false, reason: 'not-found' };
      return updated.length > 0 ? { ok: true, request } : { ok: false, reason: 'not-allowed', current: request.status };
    },

    /** For the operator: requests newest first, optionally of one status. */
    async list(status: ReturnStatus | undefined, limit = 100): Promise<ReturnRequest[]> {
      const rows = await db.query<ReturnRow>(
        `SELECT * FROM return_requests WHERE ($1::text IS NULL OR status = $1)
         ORDER BY created_at DESC, id DESC LIMIT $2`,
        [status ?? null, limit],
      );
      return withItems(rows);
    },
  };
}
