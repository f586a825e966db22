import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';

/** The spec's reset-link lifetime ("expires in 10 minutes"). */
export const RESET_TOKEN_TTL_MS = 10 * 60 * 1000;
/** 256 random bits, base64url: 43 URL-safe characters. */
const TOKEN_BYTES = 32;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/** Only this digest is stored, so a leaked table or backup holds no usable link. */
function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reset links: created for a user, checked by the reset page, spent exactly once. */
export function passwordResets(db: Queryable) {
  return {
    /** A new link for the user; links asked for earlier and not used yet stop working. */
    async create(userId: string, now: Date): Promise<string> {
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      await db.query('DELETE FROM password_resets WHERE user_id = $1 AND (used_at IS NOT NULL OR expires_at <= $2)', [
        userId,
        now,
      ]);
      await this.spendWaiting(userId, now);
      await db.query('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
        digest(token),
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
      if (!TOKEN_FORMAT.test(token)) return undefined;
      const [row] = await db.query<{ user_id: string }>(
        'SELECT user_id FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
        [digest(token), now],
      );
      return row?.user_id;
    },

    /** Spends the token in one statement, so two concurrent resets cannot both use it. */
    async consume(token: string, now: Date): Promise<string | undefined> {
      if (!TOKEN_FORMAT.test(token)) return undefined;
      const [row] = await db.query<{ user_id: string }>(
        `UPDATE password_resets SET used_at = $2
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
          RETURNING user_id`,
        [digest(token), now],
      );
      return row?.user_id;
    },
  };
}
