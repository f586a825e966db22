import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context';
import { cartReminderJob, guestCartPurgeJob } from './modules/cart';
import { catalogueChangePurgeJob } from './modules/catalogue';
import { idempotencyPurgeJob } from './modules/checkout';
import { alsoBoughtJob, demoAdvanceJob } from './modules/orders';
import { paymentHoldJob } from './modules/payments';
import { priceDropJob } from './modules/wishlist';
import { deliveredEventPurgeJob } from './events/event-purge';
import { type JobQueue, type JobQueueTimings, startJobQueue } from './jobs/job-queue';
import type { PeriodicJob } from './jobs/periodic-job';

/** Every periodic job of the shop; demo mode's only when it is configured. */
export function shopJobs(ctx: AppContext, log: FastifyBaseLogger): PeriodicJob[] {
  const demo = demoAdvanceJob(ctx, log);
  const paymentHold = paymentHoldJob(ctx, log);
  return [
    idempotencyPurgeJob(ctx, log),
    catalogueChangePurgeJob(ctx, log),
    guestCartPurgeJob(ctx, log),
    deliveredEventPurgeJob(ctx, log),
    alsoBoughtJob(ctx.db, log),
    priceDropJob(
      ctx.db,
      {
        share: ctx.config.priceDropShare,
        publicUrl: ctx.config.publicUrl,
        supportEmail: ctx.config.supportEmail,
        tokenKeys: ctx.tokenKeys,
        now: ctx.now,
      },
      log,
    ),
    cartReminderJob(
      ctx.db,
      {
        publicUrl: ctx.config.publicUrl,
        supportEmail: ctx.config.supportEmail,
        tokenKeys: ctx.tokenKeys,
        hours: ctx.config.cartReminderHours,
        now: ctx.now,
      },
      log,
    ),
    ...(demo ? [demo] : []),
    ...(paymentHold ? [paymentHold] : []),
  ];
}

/** Started by main.ts once the shop listens: on PostgreSQL a queue shared by every instance, else in this process. */
export function startShopJobs(
  ctx: AppContext,
  log: FastifyBaseLogger,
  timings?: Partial<JobQueueTimings>,
): Promise<JobQueue> {
  return startJobQueue({ db: ctx.db, databaseUrl: ctx.config.databaseUrl, jobs: shopJobs(ctx, log), log, timings });
}
