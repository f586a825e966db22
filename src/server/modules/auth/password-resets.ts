import type { Queryable } from '../../db/database';
import { newLinkToken, passwordLinks } from './link-tokens';

/** The spec's reset-link lifetime ("expires in 10 minutes"). */
export const RESET_TOKEN_TTL_MS = 10 * 60 * 1000;
/**
 * At most one reset mail an account in this time (issue 48 §4). A request inside it is not refused: its
 * mail waits for the interval to end, so whoever asks gets a fresh link within this time, however many
 * requests a stranger sent naming the same address.
 */
export const RESET_MAIL_INTERVAL_MS = 5 * 60 * 1000;

/** Reset links: created for a user, checked by the reset page, spent exactly once. */
export function passwordResets(db: Queryable) {
  const links = passwordLinks(db, { table: 'password_resets', owner: 'user_id' });
  return {
    /**
     * When the account's next reset mail may go: now, or when the interval after the last one ends;
     * undefined when a mail is already waiting for its turn (it will carry a fresh link: nothing to add).
     */
    async nextMailAt(userId: string, now: Date): Promise<Date | undefined> {
      const [row] = await db.query<{ last: Date | string | null; waiting: boolean | null }>(
        `SELECT max(mail_at) AS last, bool_or(mail_at > $2 AND used_at IS NULL) AS waiting
           FROM password_resets WHERE user_id = $1`,
        [userId, now],
      );
      if (row?.waiting) return undefined;
      const free = row?.last ? new Date(new Date(row.last).getTime() + RESET_MAIL_INTERVAL_MS) : now;
      return free > now ? free : now;
    },

    /**
     * A new link for the user, mailed at `mailAt` and working for the spec's ten minutes from then (from now
     * for a link answered rather than mailed, which counts against no mail interval). Links
     * mailed earlier keep working until they expire (a stranger's request must not kill the link the owner
     * is about to use); a new password spends them all.
     */
    async create(userId: string, now: Date, mailAt?: Date): Promise<string> {
      const { token, hash } = newLinkToken();
      await db.query('DELETE FROM password_resets WHERE user_id = $1 AND (used_at IS NOT NULL OR expires_at <= $2)', [
        userId,
        now,
      ]);
      await db.query('INSERT INTO password_resets (token_hash, user_id, expires_at, mail_at) VALUES ($1, $2, $3, $4)', [
        hash,
        userId,
        new Date((mailAt ?? now).getTime() + RESET_TOKEN_TTL_MS),
        mailAt ?? null,
      ]);
      return token;
    },

    /** Spends every link of the user not used yet: a new password makes them stale. */
    async spendWaiting(userId: string, now: Date): Promise<void> {
      await db.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now]);
    },

    /** The user a still-usable token belongs to, without spending it. */
    peek: links.holder,

    /** Spends the token in one statement, so two concurrent resets cannot both use it. */
    consume: links.spend,
  };
}
