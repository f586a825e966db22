-- The sales report and the exports (issue 52, docs/decisions/0114-reports-and-exports.md) read a period's
-- orders, their lines and charges, and the refunds paid in it. Without these each report read every order
-- and every line the shop ever took.

-- A period's orders, oldest first; (created_at, id) is also where an export's next batch starts.
CREATE INDEX orders_created_idx ON orders (created_at, id);

-- An order's lines with what the report sums: read from the index alone, never from the line's row (its
-- title, picture and words in every language are most of it).
CREATE INDEX order_items_report_idx ON order_items (order_id) INCLUDE (product_id, sku, quantity, price_cents);

-- Refunds by the day they were paid back: staff's, and returns' once refunded.
CREATE INDEX order_refunds_created_idx ON order_refunds (created_at);
CREATE INDEX return_requests_refunded_idx ON return_requests (status_changed_at) WHERE status = 'refunded';
