-- Issue 52, size exchanges (docs/decisions/0126). A return line may ask for another variant of the same
-- product instead of money: its units are taken off the shelf when the request is made (reserved), shipped as
-- a new order at no charge when the return is approved, and put back once if it is rejected.
ALTER TABLE return_items ADD COLUMN exchange_sku text;
-- Its options as the shop named them when asked ("Size: L"), shown to the shopper and staff.
ALTER TABLE return_items ADD COLUMN exchange_label text;
ALTER TABLE return_items ADD CONSTRAINT return_items_exchange_whole CHECK ((exchange_sku IS NULL) = (exchange_label IS NULL));
-- The order that ships the exchanged variants, made in the approval's transaction (one per return: UNIQUE).
ALTER TABLE return_requests ADD COLUMN exchange_order_id text UNIQUE REFERENCES orders (id);
-- When a rejected request's reserved units went back on the shelf (once).
ALTER TABLE return_requests ADD COLUMN exchange_released_at timestamptz;
