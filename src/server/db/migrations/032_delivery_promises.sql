-- Delivery promises (issue 34, decision 0077): the days a delivery is promised are counted in business
-- days on the carrier's working days, skipping the region's public holidays, in the shop's time zone
-- (SHOP_TIMEZONE). The operator keeps the holidays with `npm run regions -- add-holiday | remove-holiday`.

CREATE TABLE region_holidays (
  region_id text NOT NULL REFERENCES regions (id) ON DELETE CASCADE,
  day       date NOT NULL,
  name      text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  PRIMARY KEY (region_id, day)
);
-- The terms read each region's holidays from today on.
CREATE INDEX region_holidays_day_idx ON region_holidays (day);

-- The days the chosen delivery promised when the order was placed (arrival from .. to, shop days); null
-- on orders placed before promises (they show the business days they promised).
ALTER TABLE orders ADD COLUMN promised_from date;
ALTER TABLE orders ADD COLUMN promised_to date;
ALTER TABLE orders ADD CONSTRAINT orders_promised_dates_check
  CHECK ((promised_from IS NULL) = (promised_to IS NULL) AND promised_from <= promised_to);

-- The public holidays of 2026 and 2027 as their governments publish them. Only fixed or computed dates:
-- Egypt's Islamic holidays (Eid al-Fitr, Eid al-Adha, the Islamic New Year, the Prophet's Birthday)
-- follow the moon and a yearly decree, and Egypt sometimes moves a holiday to a Thursday by decree, so
-- the operator adds or moves those with add-holiday / remove-holiday once they are announced.
INSERT INTO region_holidays (region_id, day, name) VALUES
  -- Egypt
  ('egypt', '2026-01-07', 'Coptic Christmas'),
  ('egypt', '2026-01-25', 'Revolution Day (25 January) and Police Day'),
  ('egypt', '2026-04-13', 'Sham El-Nessim'),
  ('egypt', '2026-04-25', 'Sinai Liberation Day'),
  ('egypt', '2026-05-01', 'Labour Day'),
  ('egypt', '2026-06-30', 'June 30 Revolution'),
  ('egypt', '2026-07-23', 'Revolution Day (23 July)'),
  ('egypt', '2026-10-06', 'Armed Forces Day'),
  ('egypt', '2027-01-07', 'Coptic Christmas'),
  ('egypt', '2027-01-25', 'Revolution Day (25 January) and Police Day'),
  ('egypt', '2027-04-25', 'Sinai Liberation Day'),
  ('egypt', '2027-05-01', 'Labour Day'),
  ('egypt', '2027-05-03', 'Sham El-Nessim'),
  ('egypt', '2027-06-30', 'June 30 Revolution'),
  ('egypt', '2027-07-23', 'Revolution Day (23 July)'),
  ('egypt', '2027-10-06', 'Armed Forces Day'),
  -- The United Kingdom: England and Wales bank holidays (gov.uk), substitute days where they fall.
  ('uk', '2026-01-01', 'New Year''s Day'),
  ('uk', '2026-04-03', 'Good Friday'),
  ('uk', '2026-04-06', 'Easter Monday'),
  ('uk', '2026-05-04', 'Early May bank holiday'),
  ('uk', '2026-05-25', 'Spring bank holiday'),
  ('uk', '2026-08-31', 'Summer bank holiday'),
  ('uk', '2026-12-25', 'Christmas Day'),
  ('uk', '2026-12-28', 'Boxing Day (substitute day)'),
  ('uk', '2027-01-01', 'New Year''s Day'),
  ('uk', '2027-03-26', 'Good Friday'),
  ('uk', '2027-03-29', 'Easter Monday'),
  ('uk', '2027-05-03', 'Early May bank holiday'),
  ('uk', '2027-05-31', 'Spring bank holiday'),
  ('uk', '2027-08-30', 'Summer bank holiday'),
  ('uk', '2027-12-27', 'Christmas Day (substitute day)'),
  ('uk', '2027-12-28', 'Boxing Day (substitute day)'),
  -- The United States: federal holidays as observed (OPM); New Year's Day 2028 is observed on 31 December 2027.
  ('us', '2026-01-01', 'New Year''s Day'),
  ('us', '2026-01-19', 'Birthday of Martin Luther King, Jr.'),
  ('us', '2026-02-16', 'Washington''s Birthday'),
  ('us', '2026-05-25', 'Memorial Day'),
  ('us', '2026-06-19', 'Juneteenth National Independence Day'),
  ('us', '2026-07-03', 'Independence Day (observed)'),
  ('us', '2026-09-07', 'Labor Day'),
  ('us', '2026-10-12', 'Columbus Day'),
  ('us', '2026-11-11', 'Veterans Day'),
  ('us', '2026-11-26', 'Thanksgiving Day'),
  ('us', '2026-12-25', 'Christmas Day'),
  ('us', '2027-01-01', 'New Year''s Day'),
  ('us', '2027-01-18', 'Birthday of Martin Luther King, Jr.'),
  ('us', '2027-02-15', 'Washington''s Birthday'),
  ('us', '2027-05-31', 'Memorial Day'),
  ('us', '2027-06-18', 'Juneteenth National Independence Day (observed)'),
  ('us', '2027-07-05', 'Independence Day (observed)'),
  ('us', '2027-09-06', 'Labor Day'),
  ('us', '2027-10-11', 'Columbus Day'),
  ('us', '2027-11-11', 'Veterans Day'),
  ('us', '2027-11-25', 'Thanksgiving Day'),
  ('us', '2027-12-24', 'Christmas Day (observed)'),
  ('us', '2027-12-31', 'New Year''s Day (observed)');
