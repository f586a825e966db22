-- Issue 52, area 3 (docs/decisions/0127): bulk actions on the console's products grid and the CSV import.
-- A published product can be taken off sale and put back: its row, variants, reviews and the carts, wish lists
-- and orders that name it stay; shoppers' reads (the in-memory copy, the SQL search, carts, checkout) skip it.
ALTER TABLE products ADD COLUMN published boolean NOT NULL DEFAULT true;
-- The few products off sale, for the SQL search's anti-join beside product_words (sql-search.ts count).
CREATE INDEX products_unpublished_idx ON products (id) WHERE NOT published;

-- One row per bulk action or CSV import applied from the console, by the key its request carried: the same
-- request again (a retry after a lost answer) answers the stored result and changes nothing more.
CREATE TABLE catalogue_changes (
  key          text PRIMARY KEY CHECK (key <> ''),
  kind         text NOT NULL,
  request_hash text NOT NULL,
  result       jsonb,
  staff_email  text NOT NULL,
  created_at   timestamptz NOT NULL
);
