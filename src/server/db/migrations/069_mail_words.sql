-- The words of the shop's main mails as its owner wrote them (issue 52 §4, decision 0123): one subject and
-- body a mail a language, placeholders unfilled. A mail with no row says the shop's default words (the
-- catalogs' texts, modules/mail-words/default-words.ts); deleting the row restores them. Who changed what,
-- and when, is in audit_log with the words before and after.
CREATE TABLE mail_words (
  kind text NOT NULL,
  locale text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (kind, locale)
);
