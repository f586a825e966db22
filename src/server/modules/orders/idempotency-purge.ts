import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { isDatabaseUnavailable } from '../../db/availability';

/**
 * How long a checkout's idempotency key is kept: a client may retry the same attempt (and get the
 * first answer again) for this long; after it, the key is forgotten and may be used anew. 24 hours,
 * as payment APIs do, is far beyond any retry a shopper's browser makes.
 */
export const IDEMPOTENCY_RETENTION_MS = 24 * 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;
const BATCH = 1000;

/**
 * Deletes keys older than the retention in small batches. SKIP LOCKED leaves any row a checkout holds
 * to a later pass, so the purge never waits on checkout and checkout never waits on the purge.
 */
export async function purgeIdempotencyKeys(db: Queryable, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS);
  let purged = 0;
  for (;;) {
    const rows = await db.query(
      `DELETE FROM idempotency_keys WHERE (owner_id, key) IN (
         SELECT owner_id, key FROM idempotency_keys WHERE created_at < $1
         ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING key`,
      [cutoff],
    );
    purged += rows.length;
    if (rows.length < BATCH) return purged;
  }
}

/** Runs the purge hourly (and once shortly after start); returns the function that stops it. */
export function startIdempotencyPurge(ctx: AppContext, log: FastifyBaseLogger): () => void {
  const run = () =>
    purgeIdempotencyKeys(ctx.db, ctx.now())
      .then((purged) => {
        if (purged > 0) log.info({ purged }, 'purged expired idempotency keys');
      })
      .catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) log.warn({ err: error }, 'idempotency key purge failed');
      });
  const first = setTimeout(run, 30_000);
  const timer = setInterval(run, PURGE_EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
