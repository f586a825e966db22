-- Two optional facts a catalogue may carry (issue 12): the product's real list price, so a
-- struck-out price and a percentage appear only where the data has one, and its brand, so the
-- product page stops naming the category as the brand. Both stay NULL when the source has none.
ALTER TABLE products ADD COLUMN list_price_cents integer CHECK (list_price_cents >= 0);
ALTER TABLE products ADD COLUMN brand text;
