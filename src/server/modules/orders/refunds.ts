import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import type { RefundBlock } from '../../../universal/contracts/admin/orders';
import type { OrderStatus } from '../../../universal/order-status';
import { cashOnDeliveryState } from '../../../universal/cash-on-delivery';
import { REFUNDED_SQL } from './refunded-sql';
import { appendEvent } from '../../events/domain-events';

/**
 * Refunds (issue 35): what an order has paid back, made by staff in whole or in part through the demo
 * provider, or by a return's refund. Both count against the one limit: never more back than the order
 * took. Each refund locks its order's row, so two refunds of one order (two staff, or a refund and a
 * return's) are counted one after the other.
 */

/** The statuses whose payment can be paid back: the order has left; before that, staff cancel it. */
const REFUNDABLE_STATUSES: readonly OrderStatus[] = ['shipped', 'delivered'];

/** One payment back, staff's or a return's. */
export interface OrderRefund {
  amountCents: number;
  at: Date;
  /** The staff member's email; null for a return's refund (its request says who decided). */
  by: string | null;
  /** Staff's reason; null for a return's refund. */
  reason: string | null;
  /** The return request a return's refund paid for. */
  returnId?: string;
  /** Through the payment provider: pending until it pays it back, then succeeded or failed. */
  providerState?: 'pending' | 'succeeded' | 'failed';
}

/** Where an order's money stands: what it took, what went back, and what may still go back. */
export interface RefundStanding {
  paidCents: number;
  refundedCents: number;
  /** 0 while the order cannot be refunded at all (not shipped, or not paid yet). */
  refundableCents: number;
  /** Why nothing can be refunded, while that is so. */
  blocked?: RefundBlock;
  refunds: OrderRefund[];
}

interface PaymentRow {
  status: OrderStatus;
  /** Paid through a provider (migration 054): it took the money only once 'paid'; null for the demo and cash. */
  payment_state: string | null;
  /** Every amount here is in its minor units: an order pays back in the currency it charged (issue 50). */
  currency: string;
  payment_method: string;
  total_cents: number;
  refunded_cents: number;
}

/** What an order took: its total, but nothing when cancelled or while it is paid on delivery and not delivered. */
function paidCentsOf(row: PaymentRow): number {
  if (row.status === 'cancelled') return 0; // "no payment was taken"
  if (row.payment_state !== null && row.payment_state !== 'paid') return 0;
  return cashOnDeliveryState({ paymentMethod: row.payment_method, status: row.status }) === 'due' ? 0 : row.total_cents;
}

function standingOf(row: PaymentRow): Omit<RefundStanding, 'refunds'> {
  const paidCents = paidCentsOf(row);
  const blocked = !REFUNDABLE_STATUSES.includes(row.status) ? 'not-shipped' : paidCents === 0 ? 'not-paid' : undefined;
  return {
    paidCents,
    refundedCents: row.refunded_cents,
    refundableCents: blocked ? 0 : Math.max(0, paidCents - row.refunded_cents),
    ...(blocked && { blocked }),
  };
}

/**
 * An order's payment and what went back. Locking takes a statement of its own: a SELECT … FOR UPDATE that
 * waited for another refund's lock would still sum the refunds as they were before that one committed.
 */
async function paymentOf(db: Queryable, orderId: string, lock: boolean): Promise<PaymentRow | undefined> {
  if (lock && (await db.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId])).length === 0)
    return undefined;
  const [row] = await db.query<PaymentRow>(
    `SELECT o.status, o.payment_state, o.currency, o.payment_method, o.total_cents,
       ${REFUNDED_SQL('o.id')} AS refunded_cents
     FROM orders o WHERE o.id = $1`,
    [orderId],
  );
  return row;
}

/** An order's refunds and what may still be refunded; undefined when there is no such order. */
export async function refundStanding(db: Queryable, orderId: string): Promise<RefundStanding | undefined> {
  const row = await paymentOf(db, orderId, false);
  if (!row) return undefined;
  const refunds = await db.query<{
    amount_cents: number;
    at: Date | string;
    by: string | null;
    reason: string | null;
    return_id: string | null;
    provider_state: 'pending' | 'succeeded' | 'failed' | null;
  }>(
    `SELECT amount_cents, created_at AS at, staff_email AS by, reason, NULL AS return_id, provider_state
       FROM order_refunds WHERE order_id = $1
     UNION ALL
     SELECT refund_cents, status_changed_at, NULL, NULL, id, NULL
       FROM return_requests WHERE order_id = $1 AND status = 'refunded' AND refund_cents > 0
     ORDER BY at`,
    [orderId],
  );
  return {
    ...standingOf(row),
    refunds: refunds.map((refund) => ({
      amountCents: refund.amount_cents,
      at: new Date(refund.at),
      by: refund.by,
      reason: refund.reason,
      ...(refund.return_id !== null && { returnId: refund.return_id }),
      ...(refund.provider_state !== null && { providerState: refund.provider_state }),
    })),
  };
}

export interface RefundAsked {
  orderId: string;
  amountCents: number;
  reason: string;
  /** The console's key for this one refund: asked again with it, nothing more is paid back. */
  key: string;
  staff: { id: string; email: string };
  now: Date;
}

export type RefundResult =
  | { ok: true; repeated: boolean; refundedCents: number }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: RefundBlock }
  | { ok: false; reason: 'too-much'; refundableCents: number; currency: string };

/**
 * Pays back part or all of what an order took, in one transaction with the shopper's mail and what
 * `onRefunded` records (the audit entry). The same key again answers the first refund, and pays nothing.
 */
export async function refundOrder(
  db: Database,
  asked: RefundAsked,
  onRefunded: (tx: Queryable, before: { refundedCents: number; currency: string }) => Promise<void>,
): Promise<RefundResult> {
  return db.transaction(async (tx): Promise<RefundResult> => {
    const row = await paymentOf(tx, asked.orderId, true);
    if (!row) return { ok: false, reason: 'not-found' };
    const [earlier] = await tx.query<{ amount_cents: number }>(
      'SELECT amount_cents FROM order_refunds WHERE order_id = $1 AND request_key = $2',
      [asked.orderId, asked.key],
    );
    if (earlier) return { ok: true, repeated: true, refundedCents: row.refunded_cents };
    const standing = standingOf(row);
    if (standing.blocked) return { ok: false, reason: standing.blocked };
    if (asked.amountCents > standing.refundableCents) {
      return { ok: false, reason: 'too-much', refundableCents: standing.refundableCents, currency: row.currency };
    }
    const refundId = randomUUID();
    // Paid through a provider: pending until the provider pays it back (the refund.requested subscriber).
    const throughProvider = row.payment_state !== null;
    await tx.query(
      `INSERT INTO order_refunds (id, order_id, amount_cents, reason, staff_id, staff_email, request_key, created_at,
         provider_state)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        refundId,
        asked.orderId,
        asked.amountCents,
        asked.reason,
        asked.staff.id,
        asked.staff.email,
        asked.key,
        asked.now,
        throughProvider ? 'pending' : null,
      ],
    );
    if (throughProvider) await appendEvent(tx, 'refund.requested', { orderId: asked.orderId, refundId });
    await onRefunded(tx, { refundedCents: row.refunded_cents, currency: row.currency });
    // Its mail is the order.refunded subscriber's (order-events.ts).
    await appendEvent(tx, 'order.refunded', {
      orderId: asked.orderId,
      status: row.status,
      refundCents: asked.amountCents,
    });
    return { ok: true, repeated: false, refundedCents: row.refunded_cents + asked.amountCents };
  });
}

/** A refund the payment provider is to pay back, as its subscriber reads it. */
export interface ProviderRefundRequest {
  refundId: string;
  orderId: string;
  amountCents: number;
  state: 'pending' | 'succeeded' | 'failed';
}

/** The provider refunds of orders: read one to ask the provider, and keep what it answered. */
export function providerRefunds(db: Queryable) {
  return {
    async find(refundId: string): Promise<ProviderRefundRequest | undefined> {
      const [row] = await db.query<ProviderRefundRequest>(
        `SELECT id AS "refundId", order_id AS "orderId", amount_cents AS "amountCents", provider_state AS state
         FROM order_refunds WHERE id = $1 AND provider_state IS NOT NULL`,
        [refundId],
      );
      return row;
    },

    /** The provider's answer: its id of the refund, and whether it paid it back yet (a pending one is asked again later). */
    async settle(refundId: string, state: ProviderRefundRequest['state'], reference: string): Promise<void> {
      await db.query(
        `UPDATE order_refunds SET provider_state = $2, provider_reference = $3 WHERE id = $1 AND provider_state = 'pending'`,
        [refundId, state, reference],
      );
    },
  };
}
