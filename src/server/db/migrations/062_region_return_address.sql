-- Issue 52, return logistics: where a region's shoppers send a return's parcel. Approving a return mails it,
-- with the order number to write on the parcel; a region without one mails the approval as before.
ALTER TABLE regions ADD COLUMN return_address text;
