-- A promotion's own amounts in a currency (issue 50, decision 0110): the amount off (for a flat code) and the
-- minimum order, in that currency's minor units, set by staff. A currency with a row uses them; one without
-- takes the promotion's dollar amounts at the operator's rate, as before. US dollars are the promotion's own
-- columns, so they never have a row here.
CREATE TABLE promotion_currency_amounts (
  code            text NOT NULL REFERENCES promotions (code) ON DELETE CASCADE,
  currency        text NOT NULL CHECK (currency IN ('EUR', 'GBP', 'EGP')),
  -- Null for a percentage code, which has only a minimum.
  amount_minor    integer CHECK (amount_minor > 0),
  min_order_minor integer NOT NULL DEFAULT 0 CHECK (min_order_minor >= 0),
  PRIMARY KEY (code, currency)
);
