-- Orders made of lines and charges (issue 49 item 2, decision 0105). What an order charges besides its
-- goods was a column per fee (shipping_cents 001, discount_cents 012, cod_fee_cents 033); it becomes one
-- row per charge, of a kind src/universal/order-charges.ts describes, in the order the summaries show them.
-- A new kind is a new descriptor, not a new column.
CREATE TABLE order_charges (
  order_id     text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- The row's place in the order's summary, from 0.
  position     integer NOT NULL CHECK (position >= 0),
  kind         text NOT NULL,
  -- US cents, signed: a discount's row is negative, so the order's total holds the sum of its rows.
  amount_cents integer NOT NULL,
  -- The tax treatment it was charged under: 'with-goods' (taxed with the goods; a return takes back its
  -- share) or 'untaxed' (added as it is; a return leaves it with the order).
  tax          text NOT NULL CHECK (tax IN ('with-goods', 'untaxed')),
  PRIMARY KEY (order_id, position)
);

-- Every order placed so far, as the screens showed it: its discount when it had one, its delivery always
-- (a free one was shown as "Free"), its cash-on-delivery fee when it had one; numbered in that order.
INSERT INTO order_charges (order_id, position, kind, amount_cents, tax)
SELECT id, 0, 'discount', -discount_cents, 'with-goods' FROM orders WHERE discount_cents > 0;

INSERT INTO order_charges (order_id, position, kind, amount_cents, tax)
SELECT id, CASE WHEN discount_cents > 0 THEN 1 ELSE 0 END, 'delivery', shipping_cents, 'untaxed' FROM orders;

INSERT INTO order_charges (order_id, position, kind, amount_cents, tax)
SELECT id, CASE WHEN discount_cents > 0 THEN 2 ELSE 1 END, 'cod-fee', cod_fee_cents, 'untaxed'
FROM orders WHERE cod_fee_cents > 0;

-- The rows are now the only record of these amounts: the columns go, so nothing can read a stale copy.
ALTER TABLE orders DROP COLUMN shipping_cents;
ALTER TABLE orders DROP COLUMN discount_cents;
ALTER TABLE orders DROP COLUMN cod_fee_cents;
