-- Issue 52 (docs/decisions/0128): carriers are removed from the console and the terminal, never one an order
-- was shipped with. The check (and the foreign key's own, on delete) and the console's "used by orders" read
-- the orders by carrier: only shipped orders name one.
CREATE INDEX orders_carrier_idx ON orders (carrier) WHERE carrier IS NOT NULL;
