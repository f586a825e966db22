import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { deleteOlderThan } from '../../../db/batched-delete';
import type { Queryable } from '../../../db/database';
import { HttpError } from '../../../http/errors';
import { hourlyPurgeJob, type PeriodicJob } from '../../../jobs/periodic-job';
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

/**
 * How long a console change's key is kept: the console retries a request whose answer it lost within seconds,
 * and a key remembered for a day answers any such retry; after it the key is forgotten (and may be used anew),
 * so the table does not grow with every bulk action the shop ever made. What was changed is in the audit trail.
 */
export const CATALOGUE_CHANGE_RETENTION_MS = 24 * 60 * 60_000;

/** Forgets console changes' keys older than the retention, in small batches (deleteOlderThan). */
export function purgeCatalogueChanges(db: Queryable, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - CATALOGUE_CHANGE_RETENTION_MS);
  return deleteOlderThan(db, { table: 'catalogue_changes', key: ['key'], time: 'created_at', cutoff });
}

/** The purge as a periodic job: hourly, on one instance (src/server/jobs). */
export function catalogueChangePurgeJob(
  ctx: { db: Queryable; now: () => Date },
  log: Pick<FastifyBaseLogger, 'info'>,
): PeriodicJob {
  const purge = () => purgeCatalogueChanges(ctx.db, ctx.now());
  return hourlyPurgeJob('catalogue-change-purge', purge, log, "purged console changes' expired keys");
}
