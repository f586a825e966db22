-- The staff console's returns queue (issue 35): a rejection says why, and a refund keeps what it paid back.
--
-- The reason staff gave for rejecting a request, mailed to the shopper and shown on their order page; NULL
-- on every other request (and on rejections made before this migration, or by the CLI without --reason).
ALTER TABLE return_requests ADD COLUMN rejection_reason text;
-- What a refund paid back, in cents: the returned lines' prices as paid × the units returned, fixed when
-- the request became refunded. NULL until then.
ALTER TABLE return_requests ADD COLUMN refund_cents integer CHECK (refund_cents >= 0);

-- Requests refunded before this migration get the amount the same rule gives.
UPDATE return_requests AS r SET refund_cents = (
  SELECT coalesce(sum(i.quantity * line.price_cents), 0)::int
  FROM return_items i
  CROSS JOIN LATERAL (
    SELECT o.price_cents FROM order_items o
    WHERE o.order_id = r.order_id AND o.product_id = i.product_id AND coalesce(o.sku, '') = coalesce(i.sku, '')
    ORDER BY o.position LIMIT 1
  ) AS line
  WHERE i.return_id = r.id
)
WHERE r.status = 'refunded';
