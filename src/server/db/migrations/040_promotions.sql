-- Promotions (issue 35, decision 0082): the promo codes staff manage from the console, replacing the two
-- codes the spec hard-coded (core/pricing.ts PROMO_CODES). A code is matched exactly: case-sensitive
-- (spec §5, §9), so it is the key as typed. What it gives is a percentage of the subtotal or a flat
-- amount, capped at the subtotal as before.
CREATE TABLE promotions (
  code               text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$'),
  kind               text NOT NULL CHECK (kind IN ('percent', 'flat')),
  -- Whole percent, for 'percent'; cents, for 'flat'. The other one is null.
  percent            integer CHECK (percent BETWEEN 1 AND 100),
  amount_cents       integer CHECK (amount_cents > 0),
  -- The subtotal (before the discount) the cart must reach; 0 for none.
  min_order_cents    integer NOT NULL DEFAULT 0 CHECK (min_order_cents >= 0),
  -- Null: from the start, or without an end. ends_at is excluded: the code stops at that instant.
  starts_at          timestamptz,
  ends_at            timestamptz,
  -- Null: no limit. Counted from promotion_uses; a cancelled order keeps its use (decision 0082).
  total_limit        integer CHECK (total_limit > 0),
  per_customer_limit integer CHECK (per_customer_limit > 0),
  active             boolean NOT NULL DEFAULT true,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'percent') = (percent IS NOT NULL) AND (kind = 'flat') = (amount_cents IS NOT NULL)),
  CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at < ends_at)
);

-- One row per order that used a code, written in the order's transaction. customer_key is who the
-- per-customer limit counts: the account's user id, or a guest's email lower-cased.
CREATE TABLE promotion_uses (
  code           text NOT NULL REFERENCES promotions (code),
  order_id       text NOT NULL PRIMARY KEY REFERENCES orders (id),
  customer_key   text NOT NULL,
  -- The order's email (lower-cased) too: a shopper who used a code as a guest is the same customer
  -- when they come back signed in with that email, and the other way round.
  customer_email text NOT NULL,
  discount_cents integer NOT NULL CHECK (discount_cents >= 0),
  used_at        timestamptz NOT NULL
);
CREATE INDEX promotion_uses_code_idx ON promotion_uses (code, used_at DESC);
CREATE INDEX promotion_uses_customer_idx ON promotion_uses (code, customer_key);
CREATE INDEX promotion_uses_email_idx ON promotion_uses (code, customer_email);

-- The spec's codes, as they behaved when hard-coded: no dates, no limits, no minimum.
INSERT INTO promotions (code, kind, percent, amount_cents) VALUES
  ('SAVE10', 'percent', 10, NULL),
  ('SAVE5', 'flat', NULL, 500);
