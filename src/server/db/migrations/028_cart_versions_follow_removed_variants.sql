-- A variant an import removes takes its cart lines with it (migration 025's ON DELETE CASCADE). Those
-- carts change without their shoppers, so their versions must rise too (migration 021): otherwise a
-- checkout of the basket the page showed, line included, would be charged for the basket without it.
-- The catalogue's import calls this just before it deletes variants. It takes the carts' version rows
-- first, as a checkout does (its cart, then the variants' stock), so an import and a checkout never wait
-- on each other in opposite orders. The function belongs to the cart's tables (src/server/modules/cart).
CREATE FUNCTION raise_versions_of_carts_holding(skus text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO cart_versions (user_id, version)
  SELECT DISTINCT user_id, 1 FROM cart_items WHERE sku = ANY(skus) ORDER BY user_id
  ON CONFLICT (user_id) DO UPDATE SET version = cart_versions.version + 1
$$;
