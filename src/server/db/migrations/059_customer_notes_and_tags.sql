-- Customer care in the staff console (issue 52, area 6): support's notes on a customer and the customer's
-- tags ("VIP", "wholesale"). Both belong to the customers module; every change is in the audit trail too.

CREATE TABLE customer_notes (
  id          uuid PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  staff_id    uuid NOT NULL REFERENCES staff (id),
  -- The author's email as it was when they wrote it, as order_notes keeps it.
  staff_email text NOT NULL,
  body        text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at  timestamptz NOT NULL
);
CREATE INDEX customer_notes_user_idx ON customer_notes (user_id, created_at DESC);

-- A tag as staff typed it (cleaned) and its key, folded by the server ("VIP" and "vip" are one tag): the
-- database's own lower() follows its collation, which differs between installations.
CREATE TABLE customer_tags (
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tag_key    text NOT NULL CHECK (char_length(tag_key) BETWEEN 1 AND 32),
  label      text NOT NULL,
  created_at timestamptz NOT NULL,
  -- The order they were added in, which the page shows them in (two may share an instant).
  seq        bigserial NOT NULL,
  PRIMARY KEY (user_id, tag_key)
);
-- The customers grid filtered by a tag.
CREATE INDEX customer_tags_key_idx ON customer_tags (tag_key, user_id);
