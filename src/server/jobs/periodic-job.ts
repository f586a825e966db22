import type { FastifyBaseLogger } from 'fastify';

/**
 * Work the shop does every so often, whichever instance does it: one run per period across every
 * instance on one database (src/server/jobs/job-queue.ts). Each module offers its own from its index.ts.
 */
export interface PeriodicJob {
  /** The queue's name for it: lower-case words joined by hyphens, unique in the shop. */
  readonly name: string;
  /** Its period in whole seconds: one run per period, counted from the Unix epoch. */
  readonly everySeconds: number;
  /**
   * One run. Throwing fails it and the queue runs it again later, so a run must be safe to repeat
   * (each of the shop's jobs is a set of conditional statements).
   */
  run(): Promise<void>;
}

/**
 * A purge as a periodic job: hourly, on one instance. `purge` forgets what has outlived its keeping and
 * answers how many rows went; a run that took any says so in the log, in `what` ('purged …').
 */
export function hourlyPurgeJob(
  name: string,
  purge: () => Promise<number>,
  log: Pick<FastifyBaseLogger, 'info'>,
  what: string,
): PeriodicJob {
  return {
    name,
    everySeconds: 60 * 60,
    async run() {
      const purged = await purge();
      if (purged > 0) log.info({ purged }, what);
    },
  };
}
