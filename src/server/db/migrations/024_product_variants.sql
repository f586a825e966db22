-- Options, variants and stock (issue 33). A product offers options (Size, Colour…) and sells one
-- variant per combination; a product without options has exactly one variant, so nothing downstream
-- special-cases. The products row keeps the default variant's price and list price (position 0), so
-- the catalogue's sorts, filters and FakeStore answers read one row as before.
--
-- Stock lives on the variant and only there. Every change to it takes a new number from
-- stock_changes, so a reader's in-memory copy can fetch what changed since it last looked
-- (WHERE stock_changed > $seen) instead of rebuilding the catalogue for every order.
CREATE SEQUENCE stock_changes;

CREATE TABLE product_variants (
  sku              text PRIMARY KEY CHECK (sku ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$'),
  product_id       integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position         integer NOT NULL CHECK (position >= 0),
  -- Option key → value, e.g. {"size": "M", "colour": "navy"}; {} for a product without options.
  options          jsonb NOT NULL DEFAULT '{}',
  price_cents      integer NOT NULL CHECK (price_cents >= 0),
  list_price_cents integer CHECK (list_price_cents >= 0),
  stock            integer NOT NULL CHECK (stock >= 0),
  -- The variant's own pictures, shown before the product's.
  images           jsonb NOT NULL DEFAULT '[]',
  stock_changed    bigint NOT NULL DEFAULT nextval('stock_changes'),
  UNIQUE (product_id, position) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX product_variants_stock_changed_idx ON product_variants (stock_changed);

-- options: [{ "key": "size", "name": {"en": "Size", "ar": …}, "values": [{ "value": "M", "label": {…}, "swatch": "#1f2a44" }] }]
-- images:  the product's pictures after `image` (the gallery).
-- texts:   { "ar": { "title": …, "description": … }, "fr": …, "es": … }; English stays in title and description.
ALTER TABLE products
  ADD COLUMN options jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN images jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN texts jsonb NOT NULL DEFAULT '{}';

-- A catalogue imported before variants existed keeps selling: each product gets its single variant,
-- with 100 units (the figure an import without stock gives; `npm run catalogue -- stock` sets the real one).
INSERT INTO product_variants (sku, product_id, position, price_cents, list_price_cents, stock)
SELECT 'P' || id, id, 0, price_cents, list_price_cents, 100 FROM products;
