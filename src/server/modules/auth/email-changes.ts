import type { Queryable } from '../../db/database';
import { linkTokenHash, newLinkToken } from './link-tokens';

/** How long the old address's undo link works: long enough for a shopper back from a week away. */
export const UNDO_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

interface UndoRow {
  user_id: string;
  old_email: string;
  created_at: Date;
}

/**
 * The undo links of email changes, mailed to the address a change replaced. Only their digests are
 * stored. Using one spends it and the links of every later change of the same account, so a thief who
 * changed the address twice cannot "undo" back to their own first address; links of earlier changes,
 * the owner's, keep working.
 */
export function emailChangeUndos(db: Queryable) {
  return {
    /** A link that puts `oldEmail` back on the account. */
    async create(userId: string, oldEmail: string, newEmail: string, now: Date): Promise<string> {
      const { token, hash } = newLinkToken();
      await db.query('DELETE FROM email_change_undos WHERE user_id = $1 AND expires_at <= $2', [userId, now]);
      await db.query(
        `INSERT INTO email_change_undos (token_hash, user_id, old_email, new_email, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [hash, userId, oldEmail, newEmail, now, new Date(now.getTime() + UNDO_LINK_TTL_MS)],
      );
      return token;
    },

    /** The account and address a still-usable link would restore, without spending it. */
    async peek(token: string, now: Date): Promise<{ userId: string; oldEmail: string } | undefined> {
      const hash = linkTokenHash(token);
      if (!hash) return undefined;
      const [row] = await db.query<UndoRow>(
        `SELECT user_id, old_email, created_at FROM email_change_undos
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2`,
        [hash, now],
      );
      return row && { userId: row.user_id, oldEmail: row.old_email };
    },

    /**
     * Spends the link, and those of later changes, in one transaction's statements; answers what it
     * restores. Two concurrent uses cannot both spend it: the UPDATE's row lock decides.
     */
    async consume(token: string, now: Date): Promise<{ userId: string; oldEmail: string } | undefined> {
      const hash = linkTokenHash(token);
      if (!hash) return undefined;
      const [row] = await db.query<UndoRow>(
        `UPDATE email_change_undos SET used_at = $2
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
          RETURNING user_id, old_email, created_at`,
        [hash, now],
      );
      if (!row) return undefined;
      await db.query(
        'UPDATE email_change_undos SET used_at = $3 WHERE user_id = $1 AND created_at >= $2 AND used_at IS NULL',
        [row.user_id, row.created_at, now],
      );
      return { userId: row.user_id, oldEmail: row.old_email };
    },
  };
}
