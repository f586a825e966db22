import { createHash } from 'node:crypto';
import type { Queryable } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import { ERROR_CODES } from '../../../../universal/contracts/error-codes';

/**
 * A console change to the catalogue that must happen once (a bulk action, a CSV import: decision 0127), kept
 * in catalogue_changes by the key its request carried. The key is claimed first in the change's transaction:
 * on PostgreSQL a second request with the same key waits on that row until the first commits, then answers
 * the first's result; one that rolled back frees the key for the retry.
 */

/** A request's fingerprint: the same key sent with another request is refused, not replayed. */
export const fingerprint = (value: unknown): string =>
  createHash('sha256').update(JSON.stringify(value)).digest('base64url');

export interface Once<Result> {
  result: Result;
  /** The result of an earlier request with this key: nothing was changed now. */
  replayed: boolean;
}

export async function appliedOnce<Result>(
  tx: Queryable,
  change: { key: string; kind: string; hash: string; staffEmail: string; now: Date },
  work: () => Promise<Result>,
): Promise<Once<Result>> {
  const claimed = await tx.query(
    `INSERT INTO catalogue_changes (key, kind, request_hash, staff_email, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (key) DO NOTHING RETURNING key`,
    [change.key, change.kind, change.hash, change.staffEmail, change.now],
  );
  if (claimed.length === 0) {
    const [earlier] = await tx.query<{ kind: string; request_hash: string; result: Result | null }>(
      'SELECT kind, request_hash, result FROM catalogue_changes WHERE key = $1',
      [change.key],
    );
    if (!earlier || earlier.kind !== change.kind || earlier.request_hash !== change.hash || earlier.result === null) {
      throw new HttpError(422, 'This key was used with a different request', {
        code: ERROR_CODES.IDEMPOTENCY_KEY_REUSED,
      });
    }
    return { result: earlier.result, replayed: true };
  }
  const result = await work();
  await tx.query('UPDATE catalogue_changes SET result = $2 WHERE key = $1', [change.key, JSON.stringify(result)]);
  return { result, replayed: false };
}
