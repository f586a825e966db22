-- Issue 53, "Price-drop alerts": each wish-list row keeps the price its owner's alert is measured from, in the
-- minor units of the currency named beside it (the account's currency when it was set). Null until the
-- hourly price-drop job's first pass over the row sets it without mailing; a drop of at least PRICE_DROP_SHARE
-- below it mails once and becomes the new reference, a rise keeps the lower one. A row whose owner changed
-- currency since is set afresh in the new one, again without mailing.
ALTER TABLE wishlist_items ADD COLUMN seen_price_minor integer CHECK (seen_price_minor >= 0);
ALTER TABLE wishlist_items ADD COLUMN seen_currency text;
ALTER TABLE wishlist_items ADD CONSTRAINT wishlist_items_seen_price_check
  CHECK ((seen_price_minor IS NULL) = (seen_currency IS NULL));
