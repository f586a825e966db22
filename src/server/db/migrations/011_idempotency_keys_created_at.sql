-- The purge of used idempotency keys reads the oldest ones first.
CREATE INDEX IF NOT EXISTS idempotency_keys_created_at ON idempotency_keys (created_at);
