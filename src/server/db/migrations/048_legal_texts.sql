-- The shop's legal pages as its owner wrote them (issue 48): one text a page a language. A page with no
-- row shows the shop's default text (modules/legal/default-texts); deleting the row restores it. Who
-- changed what, and when, is in audit_log. The seller's details live in settings ('seller_details').
CREATE TABLE legal_texts (
  page text NOT NULL,
  locale text NOT NULL,
  body text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (page, locale)
);
