-- Refunds through the payment provider (issue 51, decision 0112). A staff refund of an order paid through a
-- provider is recorded first, as pending, in the transaction that checks it against what the order took; the
-- provider is then asked to pay it back with the refund's id as its idempotency key, and its answer is kept
-- here. A refund the provider refused no longer counts as paid back. The demo's refunds have no state (null).
ALTER TABLE order_refunds ADD COLUMN provider_state text CHECK (provider_state IN ('pending', 'succeeded', 'failed'));
ALTER TABLE order_refunds ADD COLUMN provider_reference text;
CREATE INDEX order_refunds_pending_idx ON order_refunds (created_at) WHERE provider_state = 'pending';
