-- Real payments (issue 51, decision 0112). An order paid through a provider (Stripe, Paymob) keeps its
-- payment here, beside its status: which provider, the provider's id for it, where it stands, and until when
-- it holds its stock while the shopper pays. The demo's orders and cash on delivery have none (all null), and
-- keep their states as before. An order becomes paid only on the provider's verified word.
ALTER TABLE orders ADD COLUMN payment_provider text CHECK (payment_provider IN ('stripe', 'paymob'));
ALTER TABLE orders ADD COLUMN payment_state text
  CHECK (payment_state IN ('awaiting', 'processing', 'paid', 'failed', 'cancelled', 'review'));
ALTER TABLE orders ADD COLUMN payment_reference text;
ALTER TABLE orders ADD COLUMN payment_hold_until timestamptz;
-- For staff: why the last try failed, or why the payment waits for review (an amount that did not match).
ALTER TABLE orders ADD COLUMN payment_note text;
ALTER TABLE orders ADD COLUMN paid_at timestamptz;
ALTER TABLE orders ADD CONSTRAINT orders_payment_whole
  CHECK ((payment_provider IS NULL) = (payment_state IS NULL) AND (payment_provider IS NULL) = (payment_hold_until IS NULL));
CREATE UNIQUE INDEX orders_payment_reference_idx ON orders (payment_provider, payment_reference)
  WHERE payment_reference IS NOT NULL;
-- The hold's sweep reads only the orders still waiting for their money.
CREATE INDEX orders_payment_hold_idx ON orders (payment_hold_until)
  WHERE payment_state IN ('awaiting', 'processing', 'failed');

-- Each webhook or callback a provider sent, by its own id: an event is applied once, whatever the order and
-- however often it comes.
CREATE TABLE payment_events (
  provider    text NOT NULL,
  event_id    text NOT NULL,
  type        text NOT NULL,
  order_id    text,
  -- What the shop did with it: applied, ignored (nothing to change), review (amount or currency off), unknown.
  outcome     text NOT NULL,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (provider, event_id)
);
CREATE INDEX payment_events_order_idx ON payment_events (order_id);
