-- The domain events' outbox (docs/decisions/0106): a change appends its event in its own transaction,
-- so an event exists exactly when its change was committed. The dispatcher (src/server/events) hands
-- each one to its subscribers, in order per aggregate, and marks each subscriber's delivery in the
-- transaction that subscriber's work commits in.
CREATE TABLE domain_events (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  -- What the event is about ('order:<id>', 'stock'): events of one aggregate are delivered in id order.
  aggregate text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The subscribers that have handled it; done_at once all have.
  delivered_to text[] NOT NULL DEFAULT '{}',
  done_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  -- A failed delivery's next try (NULL: due now); a dispatcher's claim hides it from the others until claimed_until.
  next_attempt_at timestamptz,
  claimed_until timestamptz,
  last_error text
);
-- The dispatcher reads only the events not done yet: a small index however many are kept.
CREATE INDEX domain_events_pending ON domain_events (id) WHERE done_at IS NULL;
CREATE INDEX domain_events_pending_aggregate ON domain_events (aggregate, id) WHERE done_at IS NULL;
