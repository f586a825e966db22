-- Guest cart reminders (issue 53 area 5, decision 0121). A signed-out shopper who typed an email at checkout
-- and ticked "Email me a reminder if I leave my cart" has it kept on their guest cart: the address, the tick
-- (false once unticked: the guest's consent, off unless given) and the checkout's language, the mail's. The
-- reminder job (migration 066's columns) then mails such a cart like an account's, once per change.
ALTER TABLE guest_carts ADD COLUMN reminder_email text;
ALTER TABLE guest_carts ADD COLUMN reminder_consent boolean NOT NULL DEFAULT false;
ALTER TABLE guest_carts ADD COLUMN reminder_language text;
