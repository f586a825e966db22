import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { badRequest, conflict, HttpError } from '../../http/errors';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';

/** Letters, digits, _ and -; long enough to be unguessable, short enough to index (a UUID fits). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * A claim whose request never finished (the process died mid-checkout, so its transaction rolled
 * back) stops blocking its key after this long; a real checkout takes well under a second.
 */
export const STALE_CLAIM_MS = 5 * 60_000;

export const IDEMPOTENCY_KEY_REQUIRED =
  'An Idempotency-Key header is required: 8 to 128 letters, digits, _ or -, one per checkout attempt';
export const KEY_REUSED = 'This Idempotency-Key was used with a different request';
export const CHECKOUT_IN_PROGRESS = 'This checkout is already being processed';

/** Only successful answers are kept: a failed attempt releases its key instead. */
export interface StoredResponse<Body> {
  status: 201;
  body: Body;
}

export function parseIdempotencyKey(header: string | string[] | undefined): string {
  if (typeof header !== 'string' || !KEY_PATTERN.test(header))
    throw badRequest(IDEMPOTENCY_KEY_REQUIRED, undefined, ERROR_CODES.IDEMPOTENCY_KEY_REQUIRED);
  return header;
}

/** JSON with object keys sorted at every level, so equal requests hash equally whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

export type Claim<Body> = { kind: 'claimed' } | { kind: 'replay'; response: StoredResponse<Body> };

/** Idempotency keys are per owner (a user, or a guest cart): one shopper's key never collides with another's. */
export function idempotencyKeys<Body>(db: Queryable, ownerId: string, key: string) {
  return {
    /**
     * Claims the key in its own short statement, before any work, so a concurrent duplicate sees
     * the claim at once. Gives the stored answer of a finished request with the same body;
     * throws 422 for a different body and 409 while the first request is still running.
     */
    async claim(hash: string, now: Date): Promise<Claim<Body>> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const claimed = await db.query(
          `INSERT INTO idempotency_keys (owner_id, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT DO NOTHING RETURNING key`,
          [ownerId, key, hash, now],
        );
        if (claimed.length > 0) return { kind: 'claimed' };
        const [existing] = await db.query<{
          request_hash: string;
          response: StoredResponse<Body> | null;
          created_at: Date;
        }>('SELECT request_hash, response, created_at FROM idempotency_keys WHERE owner_id = $1 AND key = $2', [
          ownerId,
          key,
        ]);
        // Released between our insert and select: try to claim again.
        if (!existing) continue;
        if (existing.request_hash !== hash)
          throw new HttpError(422, KEY_REUSED, { code: ERROR_CODES.IDEMPOTENCY_KEY_REUSED });
        if (existing.response) return { kind: 'replay', response: existing.response };
        if (now.getTime() - new Date(existing.created_at).getTime() < STALE_CLAIM_MS)
          throw conflict(CHECKOUT_IN_PROGRESS, ERROR_CODES.CHECKOUT_IN_PROGRESS);
        await db.query('DELETE FROM idempotency_keys WHERE owner_id = $1 AND key = $2 AND response IS NULL', [
          ownerId,
          key,
        ]);
      }
      throw conflict(CHECKOUT_IN_PROGRESS, ERROR_CODES.CHECKOUT_IN_PROGRESS);
    },

    /** Records the answer; pass the checkout's transaction so answer and order commit together. */
    async complete(tx: Queryable, response: StoredResponse<Body>): Promise<void> {
      await tx.query('UPDATE idempotency_keys SET response = $3::jsonb WHERE owner_id = $1 AND key = $2', [
        ownerId,
        key,
        JSON.stringify(response),
      ]);
    },

    /** After a failed attempt: the key is free again, so the client may retry it unchanged. */
    async release(): Promise<void> {
      await db.query('DELETE FROM idempotency_keys WHERE owner_id = $1 AND key = $2 AND response IS NULL', [
        ownerId,
        key,
      ]);
    },
  };
}
