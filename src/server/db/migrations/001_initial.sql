-- The whole storefront schema. Money is integer cents; ids the API shows as strings stay typed here.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE settings (
  key   text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE products (
  id           integer PRIMARY KEY CHECK (id > 0),
  title        text NOT NULL,
  price_cents  integer NOT NULL CHECK (price_cents >= 0),
  description  text NOT NULL,
  category     text NOT NULL,
  image        text NOT NULL,
  rating_rate  numeric(2,1) NOT NULL CHECK (rating_rate BETWEEN 0 AND 5),
  rating_count integer NOT NULL CHECK (rating_count >= 0),
  search_text  text GENERATED ALWAYS AS (lower(title || ' ' || description || ' ' || category)) STORED
);
CREATE INDEX products_category_idx ON products (lower(category), id);
CREATE INDEX products_price_idx ON products (price_cents, id);
CREATE INDEX products_rating_idx ON products (rating_rate DESC, id);
CREATE INDEX products_search_idx ON products USING gin (search_text gin_trgm_ops);

CREATE TABLE users (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email               text NOT NULL UNIQUE,
  name                text NOT NULL,
  phone               text NOT NULL,
  password_hash       text NOT NULL,
  street              text NOT NULL DEFAULT '',
  city                text NOT NULL DEFAULT '',
  state               text NOT NULL DEFAULT '',
  zip_code            text NOT NULL DEFAULT '',
  country             text NOT NULL DEFAULT 'Egypt',
  email_notifications boolean NOT NULL DEFAULT true,
  sms_notifications   boolean NOT NULL DEFAULT false,
  currency            text NOT NULL DEFAULT 'USD',
  language            text NOT NULL DEFAULT 'en',
  -- Raised on every password change or reset; tokens carrying an older version are refused.
  token_version       integer NOT NULL DEFAULT 0,
  created_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

CREATE TABLE cart_items (
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  quantity   integer NOT NULL CHECK (quantity > 0),
  added_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);

CREATE TABLE wishlist_items (
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  added_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);

CREATE TABLE orders (
  id               text PRIMARY KEY,
  user_id          uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status           text NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'processing', 'shipped', 'delivered')),
  created_at       timestamptz NOT NULL DEFAULT now(),
  status_changed_at timestamptz NOT NULL DEFAULT now(),
  subtotal_cents   integer NOT NULL,
  shipping_cents   integer NOT NULL,
  tax_cents        integer NOT NULL,
  total_cents      integer NOT NULL,
  delivery_option  text NOT NULL,
  payment_method   text NOT NULL,
  shipping_address jsonb NOT NULL,
  customer         jsonb NOT NULL
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);

CREATE TABLE order_items (
  order_id    text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position    integer NOT NULL,
  product_id  integer NOT NULL,
  title       text NOT NULL,
  price_cents integer NOT NULL,
  image       text NOT NULL,
  quantity    integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (order_id, position)
);

CREATE TABLE idempotency_keys (
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key          text NOT NULL,
  request_hash text NOT NULL,
  response     jsonb,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

CREATE TABLE mail_outbox (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient       text NOT NULL,
  subject         text NOT NULL,
  body_text       text NOT NULL,
  body_html       text,
  attempts        integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at         timestamptz,
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
