-- Issue 53, "Back-in-stock alerts": a shopper (signed in or not) asked to be mailed once when a sold-out
-- variant returns. Pending while sent_at is null; one pending alert per (sku, email), so asking twice keeps
-- the first place in the queue. A mailed alert is spent: sent_at and the stock.changed event that spent it
-- (spent_by), so the same event delivered again counts what it already sent against its cap. A variant the
-- catalogue no longer sells takes its alerts with it; an account closed leaves its alert to its email.
CREATE TABLE stock_alerts (
  id         bigserial PRIMARY KEY,
  sku        text NOT NULL REFERENCES product_variants (sku) ON DELETE CASCADE,
  email      text NOT NULL,
  user_id    uuid REFERENCES users (id) ON DELETE SET NULL,
  language   text NOT NULL,
  created_at timestamptz NOT NULL,
  sent_at    timestamptz,
  spent_by   bigint,
  CHECK ((sent_at IS NULL) = (spent_by IS NULL))
);
CREATE UNIQUE INDEX stock_alerts_pending_idx ON stock_alerts (sku, email) WHERE sent_at IS NULL;
-- The queue of a variant, in order of subscription (id), and what one event already spent.
CREATE INDEX stock_alerts_queue_idx ON stock_alerts (sku, id) WHERE sent_at IS NULL;
CREATE INDEX stock_alerts_spent_idx ON stock_alerts (spent_by) WHERE spent_by IS NOT NULL;
