-- Regions (issue 34): where the shop delivers, what each delivery costs and takes, and the tax each
-- country pays. The operator changes them with `npm run regions` (the console later); checkout reads
-- them in its own transaction, so an order is priced by the terms in force when it is placed.

CREATE TABLE regions (
  id          text PRIMARY KEY CHECK (id ~ '^[a-z][a-z0-9-]{0,31}$'),
  name        text NOT NULL,
  -- 'vat' is shown inside the prices (Egypt, the UK, the EU); 'sales-tax' is added at checkout (the US).
  tax_kind    text NOT NULL CHECK (tax_kind IN ('vat', 'sales-tax')),
  tax_included boolean NOT NULL
);

-- A country belongs to one region at most; a country in none is one the shop does not deliver to.
CREATE TABLE region_countries (
  country   text PRIMARY KEY CHECK (country ~ '^[A-Z]{2}$'),
  region_id text NOT NULL REFERENCES regions (id) ON DELETE CASCADE,
  -- Basis points: 1400 is 14 %. Each country its own rate (EU countries differ); 0 charges none.
  tax_rate_bp integer NOT NULL CHECK (tax_rate_bp BETWEEN 0 AND 10000)
);
CREATE INDEX region_countries_region_idx ON region_countries (region_id);

-- The delivery options a region offers: the kinds the shop names (standard, express, same-day) at the
-- region's price, free from a threshold of goods (after discount) when set, in min..max business days
-- counted from the next working day after the cut-off hour (shop time), on the carrier's working days.
CREATE TABLE shipping_rates (
  region_id       text NOT NULL REFERENCES regions (id) ON DELETE CASCADE,
  option          text NOT NULL CHECK (option IN ('standard', 'express', 'same-day')),
  price_cents     integer NOT NULL CHECK (price_cents >= 0),
  free_over_cents integer CHECK (free_over_cents >= 0),
  min_days        integer NOT NULL CHECK (min_days >= 0),
  max_days        integer NOT NULL CHECK (max_days >= min_days),
  cutoff_hour     integer NOT NULL CHECK (cutoff_hour BETWEEN 0 AND 23),
  -- ISO weekdays the carrier works, 1 Monday .. 7 Sunday, as a sorted text such as '12345'.
  working_days    text NOT NULL CHECK (working_days ~ '^1?2?3?4?5?6?7?$' AND working_days <> ''),
  PRIMARY KEY (region_id, option)
);

-- What an order was charged as tax: the rate and whether it sat inside the prices. Orders placed before
-- regions paid the spec's 8 % on top.
ALTER TABLE orders ADD COLUMN tax_rate_bp integer NOT NULL DEFAULT 800;
ALTER TABLE orders ADD COLUMN tax_included boolean NOT NULL DEFAULT false;
ALTER TABLE orders ALTER COLUMN tax_rate_bp DROP DEFAULT;
ALTER TABLE orders ALTER COLUMN tax_included DROP DEFAULT;
-- The business days the chosen delivery promised when the order was placed; null on older orders (the
-- spec's fixed times for their option).
ALTER TABLE orders ADD COLUMN delivery_min_days integer;
ALTER TABLE orders ADD COLUMN delivery_max_days integer;

-- The shipped defaults, as they are in those places (decision 0076). Shipping prices are US cents, like
-- every price in the shop. The United States keeps the spec's terms exactly (src/core/delivery-terms.ts
-- SPEC_US_TERMS; a test holds the two together).
INSERT INTO regions (id, name, tax_kind, tax_included) VALUES
  ('egypt', 'Egypt', 'vat', true),
  ('uk', 'United Kingdom', 'vat', true),
  ('us', 'United States', 'sales-tax', false),
  ('world', 'Rest of the world', 'sales-tax', false);

INSERT INTO region_countries (country, region_id, tax_rate_bp) VALUES
  ('EG', 'egypt', 1400),
  ('GB', 'uk', 2000),
  ('US', 'us', 800),
  -- Sent from abroad: the shop collects no tax; the carrier may collect import duties on delivery.
  ('CA', 'world', 0),
  ('AU', 'world', 0);

INSERT INTO shipping_rates (region_id, option, price_cents, free_over_cents, min_days, max_days, cutoff_hour, working_days) VALUES
  -- Egypt's working week is Sunday to Thursday.
  ('egypt', 'standard', 299, 5000, 2, 4, 14, '12347'),
  ('egypt', 'express', 699, NULL, 1, 2, 14, '12347'),
  ('egypt', 'same-day', 999, NULL, 0, 0, 12, '12347'),
  ('uk', 'standard', 999, 10000, 5, 8, 12, '12345'),
  ('uk', 'express', 2499, NULL, 2, 4, 12, '12345'),
  ('us', 'standard', 0, NULL, 5, 7, 14, '12345'),
  ('us', 'express', 999, NULL, 2, 3, 14, '12345'),
  ('us', 'same-day', 1999, NULL, 0, 0, 14, '12345'),
  ('world', 'standard', 1999, 15000, 7, 14, 12, '12345'),
  ('world', 'express', 3999, NULL, 3, 6, 12, '12345');
