import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { deleteOlderThan } from '../../db/batched-delete';
import type { Queryable } from '../../db/database';
import { hourlyPurgeJob, type PeriodicJob } from '../../jobs/periodic-job';

/**
 * How long a checkout's idempotency key is kept: a client may retry the same attempt (and get the
 * first answer again) for this long; after it, the key is forgotten and may be used anew. 24 hours,
 * as payment APIs do, is far beyond any retry a shopper's browser makes.
 */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;

/** Deletes keys older than the retention, in small batches that never wait on a checkout (deleteOlderThan). */
export function purgeIdempotencyKeys(db: Queryable, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS);
  return deleteOlderThan(db, { table: 'idempotency_keys', key: ['owner_id', 'key'], time: 'created_at', cutoff });
}

/** The purge as a periodic job: hourly, on one instance (src/server/jobs). */
export function idempotencyPurgeJob(ctx: AppContext, log: FastifyBaseLogger): PeriodicJob {
  const purge = () => purgeIdempotencyKeys(ctx.db, ctx.now());
  return hourlyPurgeJob('idempotency-purge', purge, log, 'purged expired idempotency keys');
}
