-- Refunds staff make from the console (issue 35), in whole or in part, through the demo provider. A
-- return's refund stays on its request (return_requests.refund_cents); what an order has paid back is
-- the sum of both, and never more than the order took.
CREATE TABLE order_refunds (
  id           uuid PRIMARY KEY,
  order_id     text NOT NULL REFERENCES orders (id),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  -- Why, in staff's words: kept in the order's history and the audit trail, not mailed.
  reason       text NOT NULL,
  staff_id     uuid NOT NULL REFERENCES staff (id),
  -- The author's email as it was, as order_notes keeps it.
  staff_email  text NOT NULL,
  -- The console's key for one refund it asked for: asking again (a retry, a double click) refunds once.
  request_key  text NOT NULL,
  created_at   timestamptz NOT NULL,
  UNIQUE (order_id, request_key)
);
