-- Guest carts and guest orders (issue 34, decision 0079).
--
-- A cart now belongs to a cart id: a signed-in shopper's cart id is their user id, a signed-out
-- visitor's is a guest cart's id, kept in an HttpOnly cookie. The cart's tables lose their foreign key to
-- users (a guest cart has no user) and name the column for what it holds. Users are never deleted, so
-- nothing is orphaned on that side; guest carts unused for 30 days are purged with their lines.
CREATE TABLE guest_carts (
  id         uuid PRIMARY KEY,
  created_at timestamptz NOT NULL,
  -- Raised by every change, like the cookie's 30 days: a cart in use is never purged.
  touched_at timestamptz NOT NULL
);
CREATE INDEX guest_carts_touched_idx ON guest_carts (touched_at);

ALTER TABLE cart_items DROP CONSTRAINT cart_items_user_id_fkey;
ALTER TABLE cart_items RENAME COLUMN user_id TO cart_id;
ALTER TABLE cart_versions DROP CONSTRAINT cart_versions_user_id_fkey;
ALTER TABLE cart_versions RENAME COLUMN user_id TO cart_id;
ALTER TABLE cart_promo_codes DROP CONSTRAINT cart_promo_codes_user_id_fkey;
ALTER TABLE cart_promo_codes RENAME COLUMN user_id TO cart_id;

-- Migration 028's function, over the renamed columns (a SQL function's body is not rewritten by RENAME).
CREATE OR REPLACE FUNCTION raise_versions_of_carts_holding(skus text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO cart_versions (cart_id, version)
  SELECT DISTINCT cart_id, 1 FROM cart_items WHERE sku = ANY(skus) ORDER BY cart_id
  ON CONFLICT (cart_id) DO UPDATE SET version = cart_versions.version + 1
$$;

-- A checkout's idempotency key is scoped to whoever checks out: a user, or a guest cart.
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_user_id_fkey;
ALTER TABLE idempotency_keys RENAME COLUMN user_id TO owner_id;

-- A guest order has no user. Its page opens with its access key, the secret in the link mailed to the
-- guest (and found again by /orders/lookup); the language its mails are written in is kept with it. When
-- the order joins an account the key is dropped: from then on the account's sign-in guards it.
ALTER TABLE orders ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE orders ADD COLUMN guest_access text;
ALTER TABLE orders ADD COLUMN guest_locale text;
ALTER TABLE orders ADD CONSTRAINT orders_guest_has_access CHECK ((user_id IS NULL) = (guest_access IS NOT NULL));
CREATE INDEX orders_guest_email_idx ON orders (lower(customer->>'email')) WHERE user_id IS NULL;

-- Links that join a shopper's earlier guest orders to their account: mailed to the account's address, so
-- following one proves the shopper reads that mailbox. Only the token's digest is kept.
CREATE TABLE order_claims (
  token_hash text PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email      text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX order_claims_user_idx ON order_claims (user_id);
