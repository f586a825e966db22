-- Issue 52, return logistics (docs/decisions/0124). What to do with the parcel besides its address: the
-- region's instructions (one text, as its address is stored: the region's own words), mailed on approval.
ALTER TABLE regions ADD COLUMN return_instructions text;
-- Whether approving a return of this region's orders books a carrier pickup (return_pickups).
ALTER TABLE regions ADD COLUMN return_pickups boolean NOT NULL DEFAULT false;

-- Where an approved return goes, as it stood when it was approved (the region's address and instructions may
-- change later; the shopper's order page keeps showing what they were told).
ALTER TABLE return_requests ADD COLUMN return_address text;
ALTER TABLE return_requests ADD COLUMN return_instructions text;
-- The order's delivery charge paid back with this return (the shop's fault), in minor units: part of
-- refund_cents, kept apart so the records say why the refund is more than the goods. NULL: not refunded.
ALTER TABLE return_requests ADD COLUMN delivery_refund_cents integer CHECK (delivery_refund_cents >= 0);

-- A carrier pickup booked when a return was approved, one per return. No carrier API is reachable: the
-- shop keeps the request here with a reference it made, which staff quote to the carrier.
CREATE TABLE return_pickups (
  return_id    text PRIMARY KEY REFERENCES return_requests (id) ON DELETE CASCADE,
  reference    text NOT NULL UNIQUE,
  address      text NOT NULL,
  requested_at timestamptz NOT NULL
);
