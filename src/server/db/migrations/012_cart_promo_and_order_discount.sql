-- The promo code lives on the shopper's cart on the server (issue 12), so it survives a reload and
-- follows the shopper to another device; checkout applies it and the order keeps the code and the
-- discount it gave. One code per cart: applying another replaces it.
CREATE TABLE cart_promo_codes (
  user_id    uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code       text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE orders ADD COLUMN promo_code text;
ALTER TABLE orders ADD COLUMN discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0);
