-- A change of a sign-in email mails the old address a link that undoes it (docs/decisions/0053): it puts
-- the old address back, ends every session and lets the owner choose a new password. Like reset links,
-- only the SHA-256 of the link's token is stored; a link is spent once used, and links of later changes
-- are spent with it.
CREATE TABLE email_change_undos (
  token_hash text PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  old_email  text NOT NULL,
  new_email  text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX email_change_undos_user_idx ON email_change_undos (user_id);
