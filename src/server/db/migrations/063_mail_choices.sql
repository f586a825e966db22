-- Issue 53, "Mail preferences and unsubscribe" (decision 0117).
-- Each marketing mail kind a mailbox turned on or off (src/universal/marketing-mail.ts names the kinds),
-- keyed by the normalized address: an account's choices are its address's, and a guest who is mailed an
-- alert unsubscribes the same mailbox. No row: the kind's default (on for accounts; a guest's sender decides).
CREATE TABLE mail_choices (
  email      text NOT NULL,
  kind       text NOT NULL,
  subscribed boolean NOT NULL,
  changed_at timestamptz NOT NULL,
  PRIMARY KEY (email, kind)
);

-- Extra headers a queued mail is sent with (a marketing mail's List-Unsubscribe and List-Unsubscribe-Post);
-- NULL for the others.
ALTER TABLE mail_outbox ADD COLUMN headers jsonb;
