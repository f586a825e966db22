-- Issue 51, the rest of refunds. A return's refund of an order paid through a provider goes through the
-- provider too, as staff's refunds do (migration 055): pending in the transaction that fixes its amount, then
-- the provider's answer. A refund the provider refused no longer counts as paid back.
ALTER TABLE return_requests ADD COLUMN provider_state text CHECK (provider_state IN ('pending', 'succeeded', 'failed'));
ALTER TABLE return_requests ADD COLUMN provider_reference text;
CREATE INDEX return_requests_pending_refund_idx ON return_requests (status_changed_at) WHERE provider_state = 'pending';

-- Cash on delivery took notes, not a card: its refunds go back by a bank transfer or to a mobile wallet that
-- staff make by hand, and the refund records how and where (the account or wallet number staff entered), so
-- the shopper's mail and the records say where the money went, not "the way you paid".
ALTER TABLE order_refunds ADD COLUMN payout_method text CHECK (payout_method IN ('bank-transfer', 'wallet'));
ALTER TABLE order_refunds ADD COLUMN payout_details text;
ALTER TABLE return_requests ADD COLUMN payout_method text CHECK (payout_method IN ('bank-transfer', 'wallet'));
ALTER TABLE return_requests ADD COLUMN payout_details text;
