import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import type { RefundBlock } from '../../../universal/contracts/admin/orders';
import type { OrderStatus } from '../../../universal/order-status';
import { cashOnDeliveryState } from '../../../universal/cash-on-delivery';
import { REFUNDED_SQL } from './refunded-sql';
import { type PayoutMethod, payoutNotice, payoutRefusal, type RefundPayout } from '../../../universal/refund-payout';
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
  providerState?: ProviderRefundState;
  /** A cash order's refund: how staff sent the money, and where. */
  payout?: RefundPayout;
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
    provider_state: ProviderRefundState | null;
    payout_method: PayoutMethod | null;
    payout_details: string | null;
  }>(
    `SELECT amount_cents, created_at AS at, staff_email AS by, reason, NULL AS return_id, provider_state,
       payout_method, payout_details
       FROM order_refunds WHERE order_id = $1
     UNION ALL
     SELECT refund_cents, status_changed_at, NULL, NULL, id, provider_state, payout_method, payout_details
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
      ...(refund.payout_method !== null && {
        payout: { method: refund.payout_method, details: refund.payout_details ?? '' },
      }),
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
  /** How a cash-on-delivery refund went back: required for those orders, refused for others. */
  payout?: RefundPayout;
}

export type RefundResult =
  | { ok: true; repeated: boolean; refundedCents: number }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: RefundBlock }
  | { ok: false; reason: 'too-much'; refundableCents: number; currency: string }
  | { ok: false; reason: 'payout-needed' }
  | { ok: false; reason: 'payout-not-used' };

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
    const payoutProblem = payoutRefusal({ paymentMethod: row.payment_method }, asked.payout);
    if (payoutProblem) return { ok: false, reason: payoutProblem };
    if (asked.amountCents > standing.refundableCents) {
      return { ok: false, reason: 'too-much', refundableCents: standing.refundableCents, currency: row.currency };
    }
    const refundId = randomUUID();
    // Paid through a provider: pending until the provider pays it back (the refund.requested subscriber).
    const throughProvider = row.payment_state !== null;
    await tx.query(
      `INSERT INTO order_refunds (id, order_id, amount_cents, reason, staff_id, staff_email, request_key, created_at,
         provider_state, payout_method, payout_details)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
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
        asked.payout?.method ?? null,
        asked.payout?.details ?? null,
      ],
    );
    if (throughProvider) await appendEvent(tx, 'refund.requested', { orderId: asked.orderId, refundId });
    await onRefunded(tx, { refundedCents: row.refunded_cents, currency: row.currency });
    // Its mail is the order.refunded subscriber's (order-events.ts).
    await appendEvent(tx, 'order.refunded', {
      orderId: asked.orderId,
      status: row.status,
      refundCents: asked.amountCents,
      ...(asked.payout && { payout: payoutNotice(asked.payout) }),
    });
    return { ok: true, repeated: false, refundedCents: row.refunded_cents + asked.amountCents };
  });
}

/** Which refund the provider is to pay back: staff's (an order_refunds row) or a return's. */
export type ProviderRefundSource = { refundId: string } | { returnId: string };

/** A refund the payment provider is to pay back, as its subscriber and the re-check read it. */
export interface ProviderRefundRequest {
  source: ProviderRefundSource;
  orderId: string;
  amountCents: number;
  state: ProviderRefundState;
  /** The provider's id of the refund, once it answered. */
  reference: string | null;
  /** What the provider is asked with: the same key never refunds twice, whoever asks again. */
  idempotencyKey: string;
}

export type ProviderRefundState = 'pending' | 'succeeded' | 'failed';

/** Staff's refunds and returns' refunds, as one list of what providers pay back (migrations 055 and 056). */
const PROVIDER_REFUNDS = `(
  SELECT 'refund' AS kind, id::text AS id, order_id, amount_cents, provider_state, provider_reference, created_at AS asked_at
    FROM order_refunds WHERE provider_state IS NOT NULL
  UNION ALL
  SELECT 'return', id::text, order_id, refund_cents, provider_state, provider_reference, status_changed_at
    FROM return_requests WHERE provider_state IS NOT NULL
) AS r`;

interface ProviderRefundRow {
  kind: 'refund' | 'return';
  id: string;
  order_id: string;
  amount_cents: number;
  provider_state: ProviderRefundState;
  provider_reference: string | null;
}

function toRequest(row: ProviderRefundRow): ProviderRefundRequest {
  const source: ProviderRefundSource = row.kind === 'refund' ? { refundId: row.id } : { returnId: row.id };
  return {
    source,
    orderId: row.order_id,
    amountCents: row.amount_cents,
    state: row.provider_state,
    reference: row.provider_reference,
    idempotencyKey: `${row.kind}-${row.id}`,
  };
}

const kindAndId = (source: ProviderRefundSource): ['refund' | 'return', string] =>
  'refundId' in source ? ['refund', source.refundId] : ['return', source.returnId];

/** The provider refunds of orders: read one to ask the provider, and keep what it answered. */
export function providerRefunds(db: Queryable) {
  return {
    async find(source: ProviderRefundSource): Promise<ProviderRefundRequest | undefined> {
      const [row] = await db.query<ProviderRefundRow>(`SELECT * FROM ${PROVIDER_REFUNDS} WHERE kind = $1 AND id = $2`, [
        ...kindAndId(source),
      ]);
      return row && toRequest(row);
    },

    /** The refund the order's provider knows by `reference` (its own id of the refund); undefined when none. */
    async findByReference(provider: string, reference: string): Promise<ProviderRefundRequest | undefined> {
      const [row] = await db.query<ProviderRefundRow>(
        `SELECT r.* FROM ${PROVIDER_REFUNDS} JOIN orders o ON o.id = r.order_id
         WHERE r.provider_reference = $2 AND o.payment_provider = $1`,
        [provider, reference],
      );
      return row && toRequest(row);
    },

    /**
     * A return's refund of an order paid through a provider, in the transaction that fixed its amount: pending,
     * with the event that asks the provider. False (nothing to ask) for the demo's and cash's orders, and for a
     * return that paid nothing back.
     */
    async requestForReturn(returnId: string): Promise<boolean> {
      const marked = await db.query<{ order_id: string }>(
        `UPDATE return_requests r SET provider_state = 'pending'
         FROM orders o WHERE r.id = $1 AND o.id = r.order_id AND o.payment_state IS NOT NULL AND r.refund_cents > 0
         RETURNING r.order_id`,
        [returnId],
      );
      const orderId = marked[0]?.order_id;
      if (orderId === undefined) return false;
      await appendEvent(db, 'refund.requested', { orderId, returnId });
      return true;
    },

    /**
     * The provider's answer: its id of the refund, and whether it paid it back yet (a pending one is asked again
     * later). Only a pending refund moves: a late or repeated answer never undoes a settled one.
     */
    async settle(source: ProviderRefundSource, state: ProviderRefundState, reference: string): Promise<void> {
      const [kind, id] = kindAndId(source);
      const table = kind === 'refund' ? 'order_refunds' : 'return_requests';
      await db.query(
        `UPDATE ${table} SET provider_state = $2, provider_reference = $3 WHERE id = $1 AND provider_state = 'pending'`,
        [id, state, reference],
      );
    },

    /** Refunds the provider took but has not paid back yet, asked before `askedBefore`: the re-check asks again. */
    async stillPending(askedBefore: Date, limit: number): Promise<ProviderRefundRequest[]> {
      const rows = await db.query<ProviderRefundRow>(
        `SELECT * FROM ${PROVIDER_REFUNDS}
         WHERE provider_state = 'pending' AND provider_reference IS NOT NULL AND asked_at <= $1
         ORDER BY asked_at LIMIT $2`,
        [askedBefore, limit],
      );
      return rows.map(toRequest);
    },
  };
}
