import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { AccountCondition } from '../auth';

/** A staff member's note on a customer. */
export interface CustomerNoteRecord {
  id: string;
  body: string;
  staffId: string;
  by: string;
  at: Date;
}

interface NoteRow {
  id: string;
  staff_id: string;
  staff_email: string;
  body: string;
  created_at: Date | string;
}

const toNote = (row: NoteRow): CustomerNoteRecord => ({
  id: row.id,
  body: row.body,
  staffId: row.staff_id,
  by: row.staff_email,
  at: new Date(row.created_at),
});

/**
 * Customer care's records (issue 52, area 6): staff's notes on a customer and the customer's tags, read
 * and written in the caller's transaction. Tags are kept with their key (customer-care.ts tagKey), so
 * "VIP" and "vip" are one tag whatever the database's collation.
 */
export function customerCare(db: Queryable) {
  return {
    /** The newest `limit` notes on an account, newest first, and how many there are in all. */
    async notesOf(userId: string, limit: number): Promise<{ notes: CustomerNoteRecord[]; total: number }> {
      const [counted] = await db.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM customer_notes WHERE user_id = $1',
        [userId],
      );
      const rows = await db.query<NoteRow>(
        `SELECT id, staff_id, staff_email, body, created_at FROM customer_notes WHERE user_id = $1
         ORDER BY created_at DESC, id DESC LIMIT $2`,
        [userId, limit],
      );
      return { notes: rows.map(toNote), total: counted?.total ?? 0 };
    },

    async addNote(
      userId: string,
      author: { id: string; email: string },
      body: string,
      now: Date,
    ): Promise<CustomerNoteRecord> {
      const id = randomUUID();
      await db.query(
        `INSERT INTO customer_notes (id, user_id, staff_id, staff_email, body, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, userId, author.id, author.email, body, now],
      );
      return { id, body, staffId: author.id, by: author.email, at: now };
    },

    /** One note on an account, locked until the transaction ends; undefined when the account has none by this id. */
    async note(userId: string, noteId: string): Promise<CustomerNoteRecord | undefined> {
      const [row] = await db.query<NoteRow>(
        `SELECT id, staff_id, staff_email, body, created_at FROM customer_notes
         WHERE id = $1 AND user_id = $2 FOR UPDATE`,
        [noteId, userId],
      );
      return row && toNote(row);
    },

    async deleteNote(noteId: string): Promise<void> {
      await db.query('DELETE FROM customer_notes WHERE id = $1', [noteId]);
    },

    /** An account's tags, in the order they were added. */
    async tagsOf(userId: string): Promise<string[]> {
      const rows = await db.query<{ label: string }>(
        'SELECT label FROM customer_tags WHERE user_id = $1 ORDER BY seq',
        [userId],
      );
      return rows.map((row) => row.label);
    },

    /** Adds a tag unless the account has it already (by its key); answers whether it was added. */
    async addTag(userId: string, key: string, label: string, now: Date): Promise<boolean> {
      const added = await db.query(
        `INSERT INTO customer_tags (user_id, tag_key, label, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (user_id, tag_key) DO NOTHING RETURNING tag_key`,
        [userId, key, label, now],
      );
      return added.length > 0;
    },

    /** Takes a tag off an account (by its key); answers the label it had, or undefined when it had none. */
    async removeTag(userId: string, key: string): Promise<string | undefined> {
      const [row] = await db.query<{ label: string }>(
        'DELETE FROM customer_tags WHERE user_id = $1 AND tag_key = $2 RETURNING label',
        [userId, key],
      );
      return row?.label;
    },
  };
}

/** The customers grid's condition "carries the tag with this key", for the accounts' search (auth's). */
export const taggedWith =
  (key: string): AccountCondition =>
  (param) =>
    `id IN (SELECT user_id FROM customer_tags WHERE tag_key = ${param(key)}::text)`;
