import type { FastifyBaseLogger } from 'fastify';
import { deleteOlderThan } from '../db/batched-delete';
import type { Queryable } from '../db/database';
import { hourlyPurgeJob, type PeriodicJob } from '../jobs/periodic-job';

/**
 * How long a delivered event is kept: long enough for support to see what an order's change caused and
 * when (its mails, the catalogue's update), short enough that the outbox does not grow with every order
 * the shop ever took. An event not yet delivered to all its subscribers is never purged.
 */
export const DELIVERED_EVENT_RETENTION_MS = 30 * 24 * 60 * 60_000;

/** Deletes delivered events older than the retention, in small batches; answers how many. */
export function purgeDeliveredEvents(db: Queryable, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DELIVERED_EVENT_RETENTION_MS);
  // By id, the primary key's order: a pending event's done_at is NULL and never before the cutoff.
  return deleteOlderThan(db, { table: 'domain_events', key: ['id'], time: 'done_at', cutoff, orderBy: 'id' });
}

/** The purge as a periodic job: hourly, on one instance (src/server/jobs). */
export function deliveredEventPurgeJob(ctx: { db: Queryable; now: () => Date }, log: FastifyBaseLogger): PeriodicJob {
  const purge = () => purgeDeliveredEvents(ctx.db, ctx.now());
  return hourlyPurgeJob('domain-events-purge', purge, log, 'purged delivered domain events');
}
