-- Charging in the shopper's own currency (issue 50, decision 0110). Each region settles in one currency;
-- its delivery prices, free-delivery thresholds and cash-on-delivery fee are amounts of that currency, in
-- its minor units. Catalogue prices stay in US cents (the base price); a variant may have its own price in a
-- currency (a price list), and otherwise takes the base price at the operator's rate, rounded by that
-- currency's rule. An order keeps the currency it charged and, when it converted, the rate and its time.

ALTER TABLE regions ADD COLUMN currency text NOT NULL DEFAULT 'USD' CHECK (currency IN ('USD', 'EGP', 'GBP', 'EUR'));

-- How a converted price is rounded, per currency: 'minor' to the minor unit, 'whole' to the whole unit (half
-- up), 'ending-99' up to the next amount ending in .99. US dollars are the base and never converted.
CREATE TABLE currency_rules (
  currency text PRIMARY KEY CHECK (currency IN ('EUR', 'GBP', 'EGP')),
  rounding text NOT NULL CHECK (rounding IN ('minor', 'whole', 'ending-99'))
);
INSERT INTO currency_rules (currency, rounding) VALUES ('EGP', 'whole'), ('GBP', 'ending-99'), ('EUR', 'minor');

-- A variant's own price in a currency, in that currency's minor units: it wins over the converted price and
-- needs no rate.
CREATE TABLE variant_prices (
  sku          text NOT NULL REFERENCES product_variants (sku) ON DELETE CASCADE,
  currency     text NOT NULL CHECK (currency IN ('USD', 'EUR', 'GBP', 'EGP')),
  amount_minor integer NOT NULL CHECK (amount_minor >= 0),
  PRIMARY KEY (sku, currency)
);

-- What an order charged in: every amount of it (lines, charges, tax, total, refunds) is in this currency's
-- minor units. Orders placed before stay US dollars. The rate (units per US dollar) and its time are kept
-- where the prices were converted; null where none was (US dollars, or every line from a price list).
ALTER TABLE orders ADD COLUMN currency text NOT NULL DEFAULT 'USD' CHECK (currency IN ('USD', 'EUR', 'GBP', 'EGP'));
ALTER TABLE orders ADD COLUMN rate_units_per_usd numeric(18, 6) CHECK (rate_units_per_usd > 0);
ALTER TABLE orders ADD COLUMN rate_set_at timestamptz;
ALTER TABLE orders ALTER COLUMN currency DROP DEFAULT;

-- Egypt settles in pounds, the United Kingdom in sterling; the US and the rest of the world in dollars. Their
-- amounts were US cents: each becomes the same amount at the region's current rate, to the whole unit, so a
-- threshold or fee an operator changed keeps its worth.
UPDATE regions SET currency = 'EGP' WHERE id = 'egypt';
UPDATE regions SET currency = 'GBP' WHERE id = 'uk';

UPDATE shipping_rates s
SET price_cents = round(s.price_cents * x.units_per_usd / 100) * 100,
    free_over_cents = round(s.free_over_cents * x.units_per_usd / 100) * 100
FROM regions r, exchange_rates x
WHERE s.region_id = r.id AND x.currency = r.currency;

UPDATE regions r
SET cod_fee_cents = round(r.cod_fee_cents * x.units_per_usd / 100) * 100
FROM exchange_rates x
WHERE x.currency = r.currency AND r.cod_fee_cents IS NOT NULL;

-- Checkout now refuses a converted price whose rate is older than RATES_MAX_AGE_HOURS. The demo rates shipped
-- with migration 013 count as set when this shop took them on, so a new shop sells in Egypt and the UK until
-- its operator keeps them (`npm run rates`); a rate an operator set keeps its own time.
UPDATE exchange_rates SET set_at = now() WHERE set_at = '2026-11-20T12:00:00Z';
