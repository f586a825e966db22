-- Stock that cannot be oversold (issue 33, docs/decisions/0070-stock.md).
--
-- A cart line is a variant: the line's key is its SKU. Lines already in carts become their product's
-- default variant (position 0), the one the product sold as before it had variants. A variant an
-- import removes leaves every cart with it.
ALTER TABLE cart_items ADD COLUMN sku text;
UPDATE cart_items AS c SET sku = v.sku
FROM product_variants AS v WHERE v.product_id = c.product_id AND v.position = 0;
-- Migration 024 gave every product a variant, so none is left without one; were one, it sells nothing.
DELETE FROM cart_items WHERE sku IS NULL;
ALTER TABLE cart_items ALTER COLUMN sku SET NOT NULL;
ALTER TABLE cart_items DROP CONSTRAINT cart_items_pkey;
ALTER TABLE cart_items ADD PRIMARY KEY (user_id, sku);
ALTER TABLE cart_items ADD CONSTRAINT cart_items_sku_fkey
  FOREIGN KEY (sku) REFERENCES product_variants (sku) ON DELETE CASCADE;
-- The cascade finds a removed variant's lines by this index rather than by reading every cart.
CREATE INDEX cart_items_sku_idx ON cart_items (sku);

-- An order line keeps the variant as sold: its SKU and its label in English ("Navy / M"; empty for a
-- product without options). Lines of orders placed before this migration have neither: they took no
-- stock, so cancelling them puts none back.
ALTER TABLE order_items ADD COLUMN sku text;
ALTER TABLE order_items ADD COLUMN variant_label text;

-- Set, in the same transaction, when a cancellation or an approved return put its units back on the
-- shelf: a second cancellation, approval or retry finds it set and puts nothing back.
ALTER TABLE orders ADD COLUMN stock_returned_at timestamptz;
ALTER TABLE return_requests ADD COLUMN stock_returned_at timestamptz;

-- A return line names the variant sent back (null on requests made before variants), so one request
-- may hold two sizes of one product.
ALTER TABLE return_items ADD COLUMN sku text;
ALTER TABLE return_items DROP CONSTRAINT return_items_pkey;
CREATE UNIQUE INDEX return_items_line_idx ON return_items (return_id, product_id, coalesce(sku, ''));
