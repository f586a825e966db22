-- Sessions live on the server (docs/decisions/0052-server-sessions.md): each token names one row here by
-- its `sid`, and the session guard reads that row on every signed-in request, so signing out, signing out
-- a device or changing the password ends a token at once on every instance. An ended session's row is
-- deleted. `device` is a summary of the User-Agent ("Chrome on Windows"), never the header itself.
CREATE TABLE sessions (
  id           uuid PRIMARY KEY,
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device       text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Replaced by the sessions table: nothing reads it any more. It stays until a later migration, so that an
-- instance still running the previous release (whose prepared session check names it) keeps working
-- while the instances are restarted one by one.
COMMENT ON COLUMN users.token_version IS 'unused since migration 022 (sessions); drop in a later release';
