import type { Queryable } from '../db/database';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Queues a mail in the database outbox; a delivery worker sends it after the request has been
 * answered and retries failures. Pass the request's transaction so the mail exists only if the
 * change that caused it was committed.
 */
export async function enqueueMail(db: Queryable, mail: OutgoingMail): Promise<void> {
  await db.query('INSERT INTO mail_outbox (recipient, subject, body_text, body_html) VALUES ($1, $2, $3, $4)', [
    mail.to,
    mail.subject,
    mail.text,
    mail.html ?? null,
  ]);
}
