-- Return requests (src/shared/contracts/returns.ts): a shopper's request to send back some units of
-- some lines of a delivered order, moved by the operator requested → approved → refunded, or rejected.
CREATE TABLE return_requests (
  id                text PRIMARY KEY,
  order_id          text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status            text NOT NULL DEFAULT 'requested'
                    CHECK (status IN ('requested', 'approved', 'refunded', 'rejected')),
  reason            text NOT NULL
                    CHECK (reason IN ('damaged', 'wrong-item', 'not-as-described', 'no-longer-needed', 'other')),
  created_at        timestamptz NOT NULL,
  status_changed_at timestamptz NOT NULL
);
CREATE INDEX return_requests_order_idx ON return_requests (order_id);
CREATE INDEX return_requests_status_idx ON return_requests (status, created_at);

CREATE TABLE return_items (
  return_id  text NOT NULL REFERENCES return_requests (id) ON DELETE CASCADE,
  product_id integer NOT NULL,
  title      text NOT NULL,
  quantity   integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (return_id, product_id)
);
