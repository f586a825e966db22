import { randomBytes, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Queryable } from '../../db/database';
import { settings } from '../../db/settings';

/**
 * Session lifetime. A session can end earlier (sign-out, a password change or reset): its row in the
 * sessions table is deleted, and the session guard checks that row on every request (see sessions.ts).
 */
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

/** The signing key new sessions get, and every key a presented token may be signed with (rotation). */
export interface TokenKeys {
  signing: Uint8Array;
  /** The signing key first, then a previous one still honoured until its sessions expire. */
  accepted: readonly Uint8Array[];
}

export interface TokenClaims {
  sub: string;
  /** The session this token belongs to: a row of the sessions table while the session lasts. */
  sid: string;
  iat: number;
  exp: number;
  /** 'staff' on a staff console token (issue 35); absent on a shopper's. Each guard takes only its own. */
  aud?: string;
}

/** The audience of staff tokens: a shopper's guard refuses them, and the staff guard refuses any other. */
export const STAFF_AUDIENCE = 'staff';

const ALGORITHM = 'HS256';
const TYPE = 'JWT';
/** Longer than any token we issue; a bigger one is refused before any parsing. */
const MAX_TOKEN_LENGTH = 4096;

/** A token for session `sessionId` of the user, expiring with the session (by default TOKEN_TTL_SECONDS from now). */
export async function issueToken(
  key: Uint8Array,
  userId: string,
  sessionId: string,
  now: Date,
  expiresAt = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000),
  audience?: typeof STAFF_AUDIENCE,
): Promise<string> {
  return new SignJWT({ sid: sessionId, ...(audience && { aud: audience }) })
    .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
    .setSubject(userId)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

function isClaims(value: Partial<TokenClaims>): value is TokenClaims {
  return (
    typeof value.sub === 'string' &&
    // Tokens issued before sessions lived on the server carry no sid: refused as expired (decision 0052).
    typeof value.sid === 'string' &&
    (value.aud === undefined || typeof value.aud === 'string') &&
    Number.isInteger(value.iat) &&
    Number.isInteger(value.exp)
  );
}

/**
 * Each secret as a WebCrypto key, imported once: given the raw bytes, jose imports them again for every
 * token it checks (63 µs a check instead of 45, on every signed-in request).
 */
const verifyingKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

function verifyingKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = verifyingKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyingKeys.set(secret, key);
  }
  return key;
}

async function verifyWith(token: string, secret: Uint8Array, now: Date): Promise<TokenClaims | null> {
  try {
    // The algorithm is pinned: a header naming any other (HS512, RS256, "none") is refused by jose.
    const { payload } = await jwtVerify<Partial<TokenClaims>>(token, await verifyingKey(secret), {
      algorithms: [ALGORITHM],
      typ: TYPE,
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    return isClaims(payload) ? payload : null;
  } catch {
    return null;
  }
}

/**
 * How many verified tokens each key set remembers. A shopper sends the same token with every request, and
 * its signature check (jose on WebCrypto) took 16 % of the event loop's time in a profile of cart reads
 * under load (docs/performance.md); the expiry is still checked every time. Only tokens that verified
 * are kept, so nobody without a key can fill the memory: at ~300 bytes a token, 10,000 is about 3 MB.
 */
export const VERIFIED_TOKENS_KEPT = 10_000;

/** Per key set: a rotation gives the process a new set, and the tokens verified with the old one go with it. */
const verifiedTokens = new WeakMap<TokenKeys, Map<string, TokenClaims>>();

/**
 * The claims of a token signed with one of `keys`, unexpired at `now` and for `audience` (none: a
 * shopper's); null for anything else.
 */
export async function verifyToken(
  token: string,
  keys: TokenKeys,
  now: Date,
  audience?: typeof STAFF_AUDIENCE,
): Promise<TokenClaims | null> {
  const claims = await verifyAnyAudience(token, keys, now);
  return claims && claims.aud === audience ? claims : null;
}

async function verifyAnyAudience(token: string, keys: TokenKeys, now: Date): Promise<TokenClaims | null> {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  let verified = verifiedTokens.get(keys);
  if (!verified) verifiedTokens.set(keys, (verified = new Map()));
  const known = verified.get(token);
  // jose's own rule: expired once `exp` is at or before the current second.
  if (known) return known.exp > Math.floor(now.getTime() / 1000) ? known : null;
  for (const key of keys.accepted) {
    const claims = await verifyWith(token, key, now);
    if (!claims) continue;
    // The oldest entry makes room: a shopper it belonged to is verified again on the next request.
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
    return claims;
  }
  return null;
}

/**
 * The keys from TOKEN_SECRET (and TOKEN_SECRET_PREVIOUS while rotating) when the operator keeps the
 * secret outside the database; otherwise the secret in the database, generated by whichever instance
 * starts first, so a fresh start needs none configured and every instance accepts the others' tokens.
 */
export async function loadTokenKeys(
  db: Queryable,
  configured: { tokenSecret?: string; tokenSecretPrevious?: string } = {},
): Promise<TokenKeys> {
  const signing = configured.tokenSecret
    ? new TextEncoder().encode(configured.tokenSecret)
    : await loadDatabaseSecret(db);
  const previous = configured.tokenSecretPrevious ? [new TextEncoder().encode(configured.tokenSecretPrevious)] : [];
  return { signing, accepted: [signing, ...previous] };
}

async function loadDatabaseSecret(db: Queryable): Promise<Uint8Array> {
  return Buffer.from(await settings(db).getOrCreate('token_secret', randomBytes(32).toString('hex')), 'hex');
}
