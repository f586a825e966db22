-- Issue 52, delivery terms in the console (docs/decisions/0128): cash on delivery only for orders whose total
-- (its fee in it) is within the region's limits, in minor units of the region's currency. NULL: no such limit.
-- Checkout refuses a cash-on-delivery order outside them; owners set them in the console or with
-- `npm run regions -- set-cod <region> on --min <amount> --max <amount>`.
ALTER TABLE regions ADD COLUMN cod_min_order_cents integer CHECK (cod_min_order_cents >= 0);
ALTER TABLE regions ADD COLUMN cod_max_order_cents integer CHECK (cod_max_order_cents > 0);
ALTER TABLE regions ADD CONSTRAINT regions_cod_limits_order
  CHECK (cod_min_order_cents IS NULL OR cod_max_order_cents IS NULL OR cod_min_order_cents <= cod_max_order_cents);
