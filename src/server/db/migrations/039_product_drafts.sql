-- Products the staff console is making (issue 35). A draft is not in `products` at all, so no reader of
-- the shop (the catalogue, search, carts, the sitemap, rendered pages) can show it; publishing writes it
-- there as an import does and removes the draft, in one transaction.
CREATE TABLE product_drafts (
  -- The id the product will have: above every product's and every other draft's when it was made.
  id          integer PRIMARY KEY CHECK (id > 0),
  -- The editor's product (src/core/contracts/admin/products.ts AdminProductInput).
  record      jsonb NOT NULL,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL
);
