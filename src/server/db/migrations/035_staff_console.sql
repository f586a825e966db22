-- The staff console (issue 35, decision 0081): staff accounts apart from shoppers', their sessions, the
-- one-use links that set a staff password, internal notes on orders, and the append-only audit trail.
CREATE TABLE staff (
  id              uuid PRIMARY KEY,
  -- Stored as typed, compared folded (lower case), like shoppers' emails.
  email           text NOT NULL,
  name            text NOT NULL DEFAULT '',
  role            text NOT NULL CHECK (role IN ('owner', 'catalogue', 'support')),
  -- NULL until the set-password link is used: such a member cannot sign in.
  password_hash   text,
  -- Two-step sign-in: the secret (base32) once confirmed with a first code; a pending one while enrolling.
  totp_secret     text,
  totp_pending    text,
  -- The last time step a code was accepted in: a code is good once (RFC 6238 §5.2).
  totp_last_step  bigint,
  created_at      timestamptz NOT NULL,
  disabled_at     timestamptz
);
CREATE UNIQUE INDEX staff_email_idx ON staff (lower(email));

CREATE TABLE staff_sessions (
  id           uuid PRIMARY KEY,
  staff_id     uuid NOT NULL REFERENCES staff (id),
  device       text NOT NULL DEFAULT '',
  ip           text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id, expires_at);

-- One-use links that set a password (the first owner's, an invitation's, a reset's): only the digest is kept.
CREATE TABLE staff_password_links (
  token_hash text PRIMARY KEY,
  staff_id   uuid NOT NULL REFERENCES staff (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);

CREATE TABLE order_notes (
  id          uuid PRIMARY KEY,
  order_id    text NOT NULL REFERENCES orders (id),
  staff_id    uuid NOT NULL REFERENCES staff (id),
  -- The author's email as it was when they wrote it: the order's page shows it without reading staff,
  -- which the staff module owns.
  staff_email text NOT NULL,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX order_notes_order_idx ON order_notes (order_id, created_at);

-- Every staff action: who, when, from where, what, and the object before and after. Rows are only ever
-- added: the trigger below refuses UPDATE and DELETE, whoever asks (TRUNCATE too).
CREATE TABLE audit_log (
  id          bigserial PRIMARY KEY,
  at          timestamptz NOT NULL,
  staff_id    uuid REFERENCES staff (id),
  staff_email text NOT NULL,
  ip          text NOT NULL DEFAULT '',
  action      text NOT NULL,
  object_type text NOT NULL,
  object_id   text NOT NULL,
  before      jsonb,
  after       jsonb
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_staff_idx ON audit_log (staff_id, at DESC);
CREATE INDEX audit_log_object_idx ON audit_log (object_type, object_id, at DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- The mails about an order, for the console's order page ("the mails sent"); NULL for every other mail.
ALTER TABLE mail_outbox ADD COLUMN order_id text;
CREATE INDEX mail_outbox_order_idx ON mail_outbox (order_id) WHERE order_id IS NOT NULL;
