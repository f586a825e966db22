-- Issue 53, "Customers also bought" (decision 0115). For each product, the products bought in the same
-- orders (cancelled ones left out), best first: written whole by the hourly also-bought job from one
-- aggregate over the order lines, read by GET /catalog/products/{id}/also-bought. Only the first few per
-- product are kept (the route shows at most 12, some of them perhaps sold out by then).
CREATE TABLE also_bought (
  product_id integer NOT NULL,
  rank smallint NOT NULL,
  other_id integer NOT NULL,
  -- How many orders held both products.
  orders integer NOT NULL,
  PRIMARY KEY (product_id, rank)
);
