-- Issue 48 §7 (decision 0090): an account's address is proven by a link mailed to it.
-- NULL: never proven. Accounts made before this migration are taken as proven at their creation: they
-- have claimed guest orders and used codes under the old rules, and their shoppers must not lose that.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
UPDATE users SET email_verified_at = created_at;

-- The verification links: only the token's digest is kept; a link proves the address it was mailed to,
-- so it verifies nothing once the account holds another address.
CREATE TABLE email_verifications (
  token_hash text PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email      text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX email_verifications_user_idx ON email_verifications (user_id, created_at DESC);

-- When each reset link is mailed: at most one reset mail an account per interval, a later request's mail
-- waits for the interval to end (issue 48 §4) instead of being refused.
ALTER TABLE password_resets ADD COLUMN mail_at timestamptz;
