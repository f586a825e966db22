import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';

/** 256 random bits, base64url: 43 URL-safe characters. */
const TOKEN_BYTES = 32;
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/**
 * The tokens of links mailed to a shopper (password reset, email-change undo). Only the digest is
 * stored, so a leaked table or backup holds no usable link.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: linkTokenHash(token) as string };
}

/** The stored digest of a token; undefined for anything that is not a token's shape. */
export function linkTokenHash(token: string): string | undefined {
  return TOKEN_FORMAT.test(token) ? createHash('sha256').update(token).digest('hex') : undefined;
}

/** The tables of one-use password links, each with the column that says whose a link is. */
type PasswordLinkTable =
  { table: 'password_resets'; owner: 'user_id' } | { table: 'staff_password_links'; owner: 'staff_id' };

/**
 * A table of one-use links (only each token's digest, with its `used_at` and `expires_at`): whose a usable
 * link is, read without spending it, and spending it.
 */
export function passwordLinks(db: Queryable, { table, owner }: PasswordLinkTable) {
  const ownerOf = async (token: string, now: Date, sql: string): Promise<string | undefined> => {
    const hash = linkTokenHash(token);
    if (!hash) return undefined;
    const [row] = await db.query<{ owner: string }>(sql, [hash, now]);
    return row?.owner;
  };
  const usable = 'token_hash = $1 AND used_at IS NULL AND expires_at > $2';
  return {
    /** Whose the link is while it can be used, without spending it. */
    holder: (token: string, now: Date) => ownerOf(token, now, `SELECT ${owner} AS owner FROM ${table} WHERE ${usable}`),
    /** Spends the link in one statement, so two concurrent uses cannot both have it: whose it was, if usable. */
    spend: (token: string, now: Date) =>
      ownerOf(token, now, `UPDATE ${table} SET used_at = $2 WHERE ${usable} RETURNING ${owner} AS owner`),
  };
}
