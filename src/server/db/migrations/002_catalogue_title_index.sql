-- The name orders (spec §2 "Name: A to Z / Z to A") read pages and the in-memory catalogue's
-- name order from this index instead of sorting every product each time.
CREATE INDEX products_title_idx ON products (title, id);
