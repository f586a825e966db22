import type { Queryable } from '../db/database';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The order the mail is about (its confirmation, its status mails), listed on the console's order page. */
  orderId?: string;
  /**
   * Headers the mail is sent with besides the usual ones, by name (a marketing mail's List-Unsubscribe and
   * List-Unsubscribe-Post: marketing-mail.ts in modules/mail-preferences); stored with the queued mail.
   */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Queues a mail in the database outbox (to go at once, or not before `notBefore`); a delivery worker sends it after the request has been
 * answered and retries failures. Pass the request's transaction so the mail exists only if the
 * change that caused it was committed.
 */
export async function enqueueMail(db: Queryable, mail: OutgoingMail, notBefore?: Date): Promise<void> {
  // notBefore: the worker leaves the mail until then (a throttled mail waits its turn instead of being dropped).
  await db.query(
    `INSERT INTO mail_outbox (recipient, subject, body_text, body_html, order_id, headers, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7, now()))`,
    [
      mail.to,
      mail.subject,
      mail.text,
      mail.html ?? null,
      mail.orderId ?? null,
      mail.headers ? JSON.stringify(mail.headers) : null,
      notBefore ?? null,
    ],
  );
}

/** A mail queued about an order, and whether it has gone. */
export interface QueuedOrderMail {
  subject: string;
  to: string;
  queuedAt: Date;
  sentAt: Date | null;
}

/** The mails queued about one order, oldest first (the console's order page). */
export async function mailsAboutOrder(db: Queryable, orderId: string): Promise<QueuedOrderMail[]> {
  const rows = await db.query<{ subject: string; recipient: string; created_at: Date; sent_at: Date | null }>(
    'SELECT subject, recipient, created_at, sent_at FROM mail_outbox WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  return rows.map((row) => ({
    subject: row.subject,
    to: row.recipient,
    queuedAt: new Date(row.created_at),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
  }));
}
