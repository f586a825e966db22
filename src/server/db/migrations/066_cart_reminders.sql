-- Cart reminders (issue 53, decision 0120). The cart's version row (migration 021), raised by every change,
-- now also says when the shopper last changed the cart (`changed_at`: their own changes only, not a price or
-- catalogue change that raises the version behind them), and the last of those changes the reminder job has
-- settled (`reminder_settled_for`: that change's time), whether it mailed (a shopper's cart with lines, no
-- order since, reminders allowed) or found nothing to mail about. So a cart is reminded about at most once per
-- change of the shopper's: the job claims it by setting reminder_settled_for = changed_at, conditionally, in the
-- mail's transaction, and a cart it passed over leaves its index until the shopper changes it again.
-- Rows from before this migration have no change time and are never reminded until the shopper changes them.
ALTER TABLE cart_versions ADD COLUMN changed_at timestamptz;
ALTER TABLE cart_versions ADD COLUMN reminder_settled_for timestamptz;
-- The job's read: carts changed before the cut-off and not reminded about that change.
CREATE INDEX cart_versions_unreminded_idx ON cart_versions (changed_at)
  WHERE changed_at IS NOT NULL AND reminder_settled_for IS DISTINCT FROM changed_at;
