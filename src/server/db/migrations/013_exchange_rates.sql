-- Exchange rates the operator sets (npm run rates): units of a currency per US dollar, and when
-- each was set. Every instance reads the same rows. The shop charges dollars; these only convert
-- displayed prices. The demo rates are dated in the data so /api/health and the CLI can tell a
-- stale rate from a fresh one.
CREATE TABLE exchange_rates (
  currency text PRIMARY KEY CHECK (currency IN ('EUR', 'GBP', 'EGP')),
  units_per_usd numeric(18, 6) NOT NULL CHECK (units_per_usd > 0),
  set_at timestamptz NOT NULL
);

INSERT INTO exchange_rates (currency, units_per_usd, set_at) VALUES
  ('EUR', 0.92, '2026-11-20T12:00:00Z'),
  ('GBP', 0.79, '2026-11-20T12:00:00Z'),
  ('EGP', 48.50, '2026-11-20T12:00:00Z');
