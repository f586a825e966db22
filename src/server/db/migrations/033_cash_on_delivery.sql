-- Cash on delivery (issue 34, decision 0078): a region may let its shoppers pay the courier in cash, for
-- an optional fee. Checkout reads both in its transaction with the rest of the country's terms.
ALTER TABLE regions ADD COLUMN cash_on_delivery boolean NOT NULL DEFAULT false;
-- US cents added to an order paid on delivery; null: no fee. Only a region that allows it has one.
ALTER TABLE regions ADD COLUMN cod_fee_cents integer NULL CHECK (cod_fee_cents >= 0);
ALTER TABLE regions ADD CONSTRAINT regions_cod_fee_only_with_cod CHECK (cash_on_delivery OR cod_fee_cents IS NULL);

-- Egypt, where most shoppers pay this way: a $0.30 fee, about EGP 15, what Egyptian shops add for the
-- courier collecting the cash (noon EGP 10, DeFacto EGP 15). The other regions pay online only.
UPDATE regions SET cash_on_delivery = true, cod_fee_cents = 30 WHERE id = 'egypt';

-- The fee an order was charged for being paid on delivery: part of its total, like shipping. 0 for every
-- order paid online, and for those placed before cash on delivery.
ALTER TABLE orders ADD COLUMN cod_fee_cents integer NOT NULL DEFAULT 0 CHECK (cod_fee_cents >= 0);
