-- Product reviews (issue 17): one per buyer per product, written only by a shopper who received it.
CREATE TABLE product_reviews (
  id           text PRIMARY KEY,
  product_id   integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  stars        smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
  title        text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  body         text NOT NULL CHECK (char_length(body) BETWEEN 20 AND 5000),
  display_name text NOT NULL CHECK (char_length(display_name) BETWEEN 1 AND 50),
  verified     boolean NOT NULL,
  hidden       boolean NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  UNIQUE (product_id, user_id)
);
CREATE INDEX product_reviews_product_idx ON product_reviews (product_id, created_at DESC);

-- The rating shoppers see is the imported one (rating_rate, rating_count: FakeStore's starting point)
-- combined with the shop's own visible reviews, whose totals the reviews module keeps here. Computed
-- by the database, so the in-memory catalogue, the SQL filters and the sorting read one number.
ALTER TABLE products ADD COLUMN review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0);
ALTER TABLE products ADD COLUMN review_star_sum integer NOT NULL DEFAULT 0 CHECK (review_star_sum >= 0);
ALTER TABLE products ADD COLUMN shown_rating_count integer GENERATED ALWAYS AS (rating_count + review_count) STORED;
ALTER TABLE products ADD COLUMN shown_rating_rate numeric(2,1) GENERATED ALWAYS AS (
  CASE WHEN rating_count + review_count = 0 THEN rating_rate
       ELSE round((rating_rate * rating_count + review_star_sum) / (rating_count + review_count), 1) END
) STORED;
CREATE INDEX products_shown_rating_idx ON products (shown_rating_rate DESC, id);
