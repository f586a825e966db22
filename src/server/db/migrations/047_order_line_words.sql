-- An order line's words in the shop's other languages, as sold (issue 48, decision 0093): checkout copies
-- the product's title and the variant's option values, named in Arabic, French and Spanish where the
-- catalogue has them, beside the English title and variant_label it already keeps. The order page, the
-- mails, the receipt and the return form read the line in their language from this copy, so a later
-- edit of the product rewrites no order.
--   { "ar": { "title": …, "variantLabel": … }, "fr": …, "es": … }
-- A language whose words are the English ones is left out; '{}' (every line sold before this) reads in
-- the English copy, as it was sold.
ALTER TABLE order_items ADD COLUMN words jsonb NOT NULL DEFAULT '{}';
