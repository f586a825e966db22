import type { Queryable } from '../../db/database';
import { linkTokenHash, newLinkToken } from './link-tokens';

/** A verification link works for a week: long enough for a shopper who signed up and looks at mail later. */
export const VERIFY_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The email_verifications table (migration 044, decision 0090): links mailed to an account's address that
 * prove the shopper reads that mailbox. Only the token's digest is kept; each link is spent once and
 * proves only the address it was mailed to, so it verifies nothing after the account changed address.
 */
export function emailVerifications(db: Queryable) {
  return {
    /** A new link for account `userId` at `email`; links sent earlier keep working until they expire. */
    async create(userId: string, email: string, now: Date): Promise<string> {
      const { token, hash } = newLinkToken();
      await db.query(
        'DELETE FROM email_verifications WHERE user_id = $1 AND (used_at IS NOT NULL OR expires_at <= $2)',
        [userId, now],
      );
      await db.query(
        'INSERT INTO email_verifications (token_hash, user_id, email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
        [hash, userId, email, now, new Date(now.getTime() + VERIFY_LINK_TTL_MS)],
      );
      return token;
    },

    /**
     * Spends the link and marks its account's address proven, in one transaction's statements; answers the
     * account, or undefined when the link is unknown, spent, expired, or for an address the account no
     * longer has (then it stays unspent: nothing was proven, and nothing changed).
     */
    async consume(token: string, now: Date): Promise<{ userId: string; email: string } | undefined> {
      const hash = linkTokenHash(token);
      if (!hash) return undefined;
      const [row] = await db.query<{ user_id: string; email: string }>(
        `UPDATE email_verifications v SET used_at = $2
          FROM users u
         WHERE v.token_hash = $1 AND v.used_at IS NULL AND v.expires_at > $2
           AND u.id = v.user_id AND u.email = v.email
        RETURNING v.user_id, v.email`,
        [hash, now],
      );
      if (!row) return undefined;
      await markEmailVerified(db, row.user_id, row.email, now);
      return { userId: row.user_id, email: row.email };
    },
  };
}

/**
 * Marks the account's address proven, if it still is `email` (a link or reset mailed to one address proves
 * nothing about another). The first proof is kept: a later one changes nothing.
 */
export async function markEmailVerified(db: Queryable, userId: string, email: string, now: Date): Promise<void> {
  await db.query('UPDATE users SET email_verified_at = $3 WHERE id = $1 AND email = $2 AND email_verified_at IS NULL', [
    userId,
    email,
    now,
  ]);
}
