-- Issue 52, size exchanges in the reader's language (docs/decisions/0126, amended). A return line that asks for
-- another variant keeps that variant's words in the shop's other languages, as the request made them from the
-- catalogue, beside the English exchange_label: the same copy checkout keeps of a sold line (order_items.words,
-- migration 047, decision 0093), made by the same rule and read by the same rule. So an Arabic shopper reads
-- the variant asked for in Arabic on the order page and in the approval mail, and a later edit of the product
-- rewrites no request.
--   { "ar": { "title": …, "variantLabel": … }, "fr": …, "es": … }
-- '{}' on a line that exchanges nothing, on a product the catalogue has in English only, and on every request
-- made before this: those read in the English exchange_label.
ALTER TABLE return_items ADD COLUMN exchange_words jsonb NOT NULL DEFAULT '{}';
