import type { Queryable } from '../../db/database';
import { linkTokenHash, newLinkToken } from './link-tokens';

/** The spec's reset-link lifetime ("expires in 10 minutes"). */
export const RESET_TOKEN_TTL_MS = 10 * 60 * 1000;

/** Reset links: created for a user, checked by the reset page, spent exactly once. */
export function passwordResets(db: Queryable) {
  return {
    /** A new link for the user; links asked for earlier and not used yet stop working. */
    async create(userId: string, now: Date): Promise<string> {
      const { token, hash } = newLinkToken();
      await db.query('DELETE FROM password_resets WHERE user_id = $1 AND (used_at IS NOT NULL OR expires_at <= $2)', [
        userId,
        now,
      ]);
      await this.spendWaiting(userId, now);
      await db.query('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
        hash,
        userId,
        new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      ]);
      return token;
    },

    /** Spends every link of the user not used yet: a new link, or a new password, makes them stale. */
    async spendWaiting(userId: string, now: Date): Promise<void> {
      await db.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [userId, now]);
    },

    /** The user a still-usable token belongs to, without spending it. */
    async peek(token: string, now: Date): Promise<string | undefined> {
      const hash = linkTokenHash(token);
      if (!hash) return undefined;
      const [row] = await db.query<{ user_id: string }>(
        'SELECT user_id FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
        [hash, now],
      );
      return row?.user_id;
    },

    /** Spends the token in one statement, so two concurrent resets cannot both use it. */
    async consume(token: string, now: Date): Promise<string | undefined> {
      const hash = linkTokenHash(token);
      if (!hash) return undefined;
      const [row] = await db.query<{ user_id: string }>(
        `UPDATE password_resets SET used_at = $2
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
          RETURNING user_id`,
        [hash, now],
      );
      return row?.user_id;
    },
  };
}
