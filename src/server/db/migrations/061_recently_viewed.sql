-- Issue 53, "Recently viewed": the product pages a signed-in shopper opened, newest first, at most
-- MAX_RECENTLY_VIEWED (20) a shopper (the catalogue module trims the rest on each write). One row per
-- product: viewing it again moves it to the front. A product taken out of the catalogue leaves every list.
CREATE TABLE recently_viewed (
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  viewed_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, product_id)
);
CREATE INDEX recently_viewed_newest_idx ON recently_viewed (user_id, viewed_at DESC);
