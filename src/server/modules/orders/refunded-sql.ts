/** A refund row (alias `row`, of order_refunds or return_requests) that paid something back: one the provider refused did not. */
const PAID_BACK = (row: string) => `${row}.provider_state IS DISTINCT FROM 'failed'`;

/**
 * What an order has paid back, in cents, for the order id the SQL expression `orderId` names: staff's
 * refunds (refunds.ts) and its refunded returns' (returns-repository.ts), which count against one limit. A
 * refund the payment provider refused paid nothing back; one it has not answered yet counts (migrations 055, 056).
 */
export const REFUNDED_SQL = (orderId: string) => `(
  (SELECT coalesce(sum(f.amount_cents), 0) FROM order_refunds f
   WHERE f.order_id = ${orderId} AND ${PAID_BACK('f')})
  + (SELECT coalesce(sum(q.refund_cents), 0) FROM return_requests q
     WHERE q.order_id = ${orderId} AND q.status = 'refunded' AND ${PAID_BACK('q')})
)::int`;

/**
 * The same payments back one row each, `(order_id, at, cents)`, `at` being when it was paid back (a
 * return's, when it became refunded): the sales report's refunds by day. A condition on `at` reaches
 * each branch's index (migration 058).
 */
export const REFUND_PAYMENTS_SQL = `(
  SELECT f.order_id, f.created_at AS at, f.amount_cents AS cents FROM order_refunds f WHERE ${PAID_BACK('f')}
  UNION ALL
  SELECT q.order_id, q.status_changed_at, q.refund_cents FROM return_requests q
  WHERE q.status = 'refunded' AND ${PAID_BACK('q')} AND q.refund_cents > 0
)`;
