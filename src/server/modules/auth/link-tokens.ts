import { createHash, randomBytes } from 'node:crypto';

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
