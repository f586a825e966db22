/**
 * What an order has paid back, in cents, for the order id the SQL expression `orderId` names: staff's
 * refunds (refunds.ts) and its refunded returns' (returns-repository.ts), which count against one limit. A
 * refund the payment provider refused paid nothing back; one it has not answered yet counts (migration 055).
 */
export const REFUNDED_SQL = (orderId: string) => `(
  (SELECT coalesce(sum(f.amount_cents), 0) FROM order_refunds f
   WHERE f.order_id = ${orderId} AND f.provider_state IS DISTINCT FROM 'failed')
  + (SELECT coalesce(sum(q.refund_cents), 0) FROM return_requests q WHERE q.order_id = ${orderId} AND q.status = 'refunded')
)::int`;
