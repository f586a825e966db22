-- The wish list and reviews name the variant (issue 33).

-- A wish list keeps variants: the same shirt in M and in L are two entries. product_id stays (the API
-- answers it, and "remove this product" removes every variant of it); a variant the catalogue stops
-- selling leaves the wish list with it. A product keeps its SKUs (an import refuses a SKU another product
-- sells), so sku and product_id agree.
ALTER TABLE wishlist_items ADD COLUMN sku text REFERENCES product_variants (sku) ON DELETE CASCADE;
-- What was saved before variants is the product's default variant (position 0).
UPDATE wishlist_items AS w SET sku = v.sku
FROM product_variants AS v WHERE v.product_id = w.product_id AND v.position = 0;
DELETE FROM wishlist_items WHERE sku IS NULL;
ALTER TABLE wishlist_items ALTER COLUMN sku SET NOT NULL;
ALTER TABLE wishlist_items DROP CONSTRAINT wishlist_items_pkey;
ALTER TABLE wishlist_items ADD PRIMARY KEY (user_id, sku);
-- The cascade finds a removed variant's entries by this index rather than by reading every wish list.
CREATE INDEX wishlist_items_sku_idx ON wishlist_items (sku);

-- Order lines name the variant sold and its label as sold; checkout writes them. Migration 025 (the stock
-- work) adds these same columns; IF NOT EXISTS makes these lines a no-op after it. Lines of orders placed
-- before variants have neither.
ALTER TABLE order_items ADD COLUMN IF NOT EXISTS sku text;
ALTER TABLE order_items ADD COLUMN IF NOT EXISTS variant_label text;

-- The variant the reviewer received: the product's most recently delivered line when the review was
-- written. Null for reviews written before variants, and for lines that named none. No foreign key: a
-- review stays when the catalogue stops selling the variant, like the order line it came from.
ALTER TABLE product_reviews ADD COLUMN sku text;
