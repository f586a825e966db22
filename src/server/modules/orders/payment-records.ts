import type { Queryable } from '../../db/database';
import { type OrderPaymentState, UNPAID_PAYMENT_STATES } from '../../../universal/contracts/order';

/** SQL: the order's payment through a provider is not made yet (the states its hold and the sweep cover). */
export const UNPAID_SQL = `payment_state IN ('${UNPAID_PAYMENT_STATES.join("', '")}')`;
/**
 * SQL: the order may move on (be packed, shipped, delivered): it was not paid through a provider (the demo, cash
 * on delivery), or the provider's verified word made it paid. An unpaid or in-review card order stays put.
 */
export const MAY_FULFIL_SQL = "(payment_state IS NULL OR payment_state = 'paid')";

/**
 * An order's payment through a provider, as the orders table keeps it (migration 054): the payments module
 * moves it, always inside a transaction that locked the order first, so a webhook, the shopper's return and
 * the hold's sweep never interleave on one order.
 */
export interface PaymentRecord {
  orderId: string;
  status: string;
  provider: 'stripe' | 'paymob';
  state: OrderPaymentState;
  reference: string | null;
  holdUntil: Date;
  /** What the provider must collect: the order's total, in its currency's minor units. */
  amountMinor: number;
  currency: string;
  /** The method checkout took ('credit-card', 'mobile-wallet', …): which of its provider's methods to ask for. */
  method: string;
}

const RECORD = `id AS "orderId", status, payment_provider AS provider, payment_state AS state,
  payment_reference AS reference, payment_hold_until AS "holdUntil", total_cents AS "amountMinor", currency,
  payment_method AS method`;

export function paymentRecords(db: Queryable) {
  return {
    /** The order's payment as it stands (no lock); undefined without one. */
    async find(orderId: string): Promise<PaymentRecord | undefined> {
      const [row] = await db.query<PaymentRecord>(
        `SELECT ${RECORD} FROM orders WHERE id = $1 AND payment_provider IS NOT NULL`,
        [orderId],
      );
      return row;
    },

    /** The order's payment, its row locked until the caller's transaction ends; undefined without one. */
    async lock(orderId: string): Promise<PaymentRecord | undefined> {
      const [row] = await db.query<PaymentRecord>(
        `SELECT ${RECORD} FROM orders WHERE id = $1 AND payment_provider IS NOT NULL FOR UPDATE`,
        [orderId],
      );
      return row;
    },

    /** The order whose payment the provider knows by `reference`, locked; undefined when none. */
    async lockByReference(provider: string, reference: string): Promise<PaymentRecord | undefined> {
      const [row] = await db.query<PaymentRecord>(
        `SELECT ${RECORD} FROM orders WHERE payment_provider = $1 AND payment_reference = $2 FOR UPDATE`,
        [provider, reference],
      );
      return row;
    },

    /** The provider's id of the payment, once it made it (the same one each time for an order). */
    async setReference(orderId: string, reference: string): Promise<void> {
      await db.query('UPDATE orders SET payment_reference = $2 WHERE id = $1', [orderId, reference]);
    },

    /** Where the payment stands now, with a note for staff (a failure's words, a review's reason). */
    async setState(orderId: string, state: OrderPaymentState, now: Date, note?: string): Promise<void> {
      await db.query(
        `UPDATE orders SET payment_state = $2, payment_note = COALESCE($4, payment_note),
           paid_at = CASE WHEN $2 = 'paid' THEN $3 ELSE paid_at END
         WHERE id = $1`,
        [orderId, state, now, note ?? null],
      );
    },

    /** Orders still waiting for their money after their hold: the sweep settles or cancels each. */
    async pastHold(now: Date, limit: number): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `SELECT id FROM orders WHERE ${UNPAID_SQL} AND payment_hold_until <= $1
         ORDER BY payment_hold_until LIMIT $2`,
        [now, limit],
      );
      return rows.map((row) => row.id);
    },
  };
}
