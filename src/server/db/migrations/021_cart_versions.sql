-- The cart's version (issue 31): a counter per shopper raised by every change to their cart, in the
-- same statement as the change. GET /api/cart answers it and checkout refuses an order whose
-- cartVersion is not the current one, so the order placed is the basket the shopper confirmed. The
-- row is also the cart's lock: every change and every checkout takes it first (see the cart
-- repository). A cart with no row yet is at version 0; its first change or checkout creates the row.
CREATE TABLE cart_versions (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version >= 0)
);
