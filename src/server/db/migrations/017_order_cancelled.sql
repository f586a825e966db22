-- A shopper may cancel an order before it ships: 'cancelled' is a side exit from pending or
-- processing (src/shared/order-status.ts). The column's inline CHECK of 001 is named by PostgreSQL.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
ALTER TABLE orders ADD CONSTRAINT orders_status_check
  CHECK (status IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled'));
