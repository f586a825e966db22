-- The address book (issue 34, docs/decisions/0075): several shipping addresses an account, each with the
-- shopper's label for it, one of them the default that checkout starts from. An address holds what
-- checkout's shipping address holds; orders keep their own copy of the address they shipped to.
CREATE TABLE addresses (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  label        text NOT NULL DEFAULT '',
  name         text NOT NULL,
  phone        text NOT NULL,
  street       text NOT NULL,
  city         text NOT NULL,
  state        text NOT NULL,
  zip_code     text NOT NULL,
  country      text NOT NULL,
  is_default   boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now(),
  -- When an order last shipped to it: the book lists recent ones first, and the next default is the
  -- most recently used or added when the default is deleted.
  last_used_at timestamptz
);
CREATE INDEX addresses_user_idx ON addresses (user_id);
-- At most one default an account; the module keeps exactly one while the book has addresses.
CREATE UNIQUE INDEX addresses_one_default_idx ON addresses (user_id) WHERE is_default;

-- The profile's address (spec §3: street, city, state, zipCode, country on the user) becomes the first
-- address of its owner's book, the default, named for the account's holder and phone. A profile never
-- saved has an empty street and nothing to carry. The columns go: the profile reads and writes its
-- address through the book from now on, so the address lives in one place.
INSERT INTO addresses (user_id, name, phone, street, city, state, zip_code, country, is_default, created_at)
SELECT id, name, phone, street, city, state, zip_code, country, true, created_at
  FROM users
 WHERE street <> '';

ALTER TABLE users
  DROP COLUMN street,
  DROP COLUMN city,
  DROP COLUMN state,
  DROP COLUMN zip_code,
  DROP COLUMN country;
