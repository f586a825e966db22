-- The brand a shopper filters and counts by: the catalogue's own brand where it has one, else the
-- title's first word (FakeStore data has no brand field; its titles, like the demo's, start with it).
-- Computed by the database, so the in-memory copy loads the very value the SQL path filters on.
ALTER TABLE products ADD COLUMN facet_brand text
  GENERATED ALWAYS AS (coalesce(nullif(btrim(brand), ''), split_part(btrim(title), ' ', 1))) STORED;
CREATE INDEX products_facet_brand_idx ON products (lower(facet_brand));
