-- The console dashboard's "waiting to ship" and the orders list filtered to it (status=unshipped, issue 52,
-- docs/decisions/0129-dashboard-links-and-trends.md): orders not yet shipped, pending or processing
-- (universal/order-status.ts ORDER_STATUS_GROUPS.unshipped). Without this the dashboard counted them by
-- reading every order the shop ever took on every visit; this index holds only those still to ship, newest
-- last, so the count reads it alone and the list pages it in order.
CREATE INDEX orders_unshipped_idx ON orders (created_at) WHERE status IN ('pending', 'processing');
