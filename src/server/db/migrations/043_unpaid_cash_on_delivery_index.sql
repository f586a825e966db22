-- Cash-on-delivery orders waiting to be paid, found by who will pay them (issue 48, decision 0089): checkout
-- refuses a shopper who already has COD_MAX_UNPAID_ORDERS of them, matched by email, by the delivery phone or
-- by the delivery address. Each index holds only unpaid cash-on-delivery orders (not delivered, not
-- cancelled), so it stays as small as the orders couriers still carry. The expressions are the ones
-- modules/orders/unpaid-orders.ts queries with, character for character.
CREATE INDEX orders_unpaid_cod_email_idx ON orders ((lower(customer->>'email')))
  WHERE payment_method = 'cash-on-delivery' AND status NOT IN ('delivered', 'cancelled');
CREATE INDEX orders_unpaid_cod_phone_idx ON orders ((right(regexp_replace(shipping_address->>'phone', '[^0-9]', '', 'g'), 9)))
  WHERE payment_method = 'cash-on-delivery' AND status NOT IN ('delivered', 'cancelled');
CREATE INDEX orders_unpaid_cod_address_idx ON orders ((lower(regexp_replace((shipping_address->>'street') || (shipping_address->>'city') || (shipping_address->>'zipCode') || (shipping_address->>'country'), '[[:space:][:punct:]]', '', 'g'))))
  WHERE payment_method = 'cash-on-delivery' AND status NOT IN ('delivered', 'cancelled');
