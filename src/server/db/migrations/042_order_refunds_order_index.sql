-- An order's refunds, read by order: every order the shop shows its shopper now says what it paid back
-- (refunded-sql.ts), and staff's refund locks and sums by order (refunds.ts). Without this index each
-- of those reads the whole ledger.
CREATE INDEX order_refunds_order_idx ON order_refunds (order_id);
