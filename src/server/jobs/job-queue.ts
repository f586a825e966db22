import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import { isDatabaseUnavailable } from '../db/availability';
import type { Database } from '../db/database';
import { embeddedEngine } from '../db/pglite';
import { startupOptions } from '../db/postgres';
import type { PeriodicJob } from './periodic-job';

/** The queue's timings; production keeps the defaults, tests shorten them. */
export interface JobQueueTimings {
  /** How often an idle worker looks for a job (LISTEN/NOTIFY wakes it sooner where it can). */
  pollingIntervalSeconds: number;
  /**
   * How long a run may take before the queue takes its worker for gone (killed, its machine lost) and
   * runs the job again on any instance. Longer than any job's run.
   */
  expireInSeconds: number;
  /** How often the queue looks for such runs. */
  superviseIntervalSeconds: number;
  /** Tries after the first, for a run that failed or whose worker went away. */
  retryLimit: number;
  /** Seconds before such a retry. */
  retryDelaySeconds: number;
}

export const DEFAULT_TIMINGS: JobQueueTimings = {
  pollingIntervalSeconds: 2,
  expireInSeconds: 15 * 60,
  superviseIntervalSeconds: 60,
  retryLimit: 3,
  retryDelaySeconds: 30,
};

export interface JobQueueOptions {
  db: Database;
  /** The PostgreSQL the shop runs on; unset on the embedded database, where the queue shares its engine. */
  databaseUrl?: string;
  jobs: readonly PeriodicJob[];
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  timings?: Partial<JobQueueTimings>;
}

export interface JobQueue {
  /** Stops asking for new runs and waits for the runs in progress (a run cut short is retried elsewhere). */
  stop(): Promise<void>;
}

/** pg-boss's own tables live in this schema, beside the shop's (docs/decisions/0099). */
const QUEUE_SCHEMA = 'pgboss';
/** How long stop() waits for a run in progress; one that takes longer is expired and retried elsewhere. */
const STOP_TIMEOUT_MS = 10_000;

function openBoss({ db, databaseUrl }: JobQueueOptions, timings: JobQueueTimings): PgBoss {
  // No cron schedules (the periods are singleton slots, see below), so no cron passes either.
  const common = {
    schema: QUEUE_SCHEMA,
    schedule: false,
    // Expired runs are found by the supervisor's monitor step, which runs at the longer of the two intervals.
    superviseIntervalSeconds: timings.superviseIntervalSeconds,
    monitorIntervalSeconds: timings.superviseIntervalSeconds,
  };
  const engine = embeddedEngine(db);
  // The embedded engine has one session, which the queue shares with the shop in this one process.
  if (engine) return new PgBoss({ ...common, db: fromPglite(engine), backend: 'pglite' });
  if (!databaseUrl) throw new Error('The job queue on PostgreSQL needs the database URL');
  // A pool of its own, small: the jobs are few and short.
  return new PgBoss({ ...common, connectionString: databaseUrl, max: 3, options: startupOptions() });
}

/**
 * Runs the shop's periodic jobs on a queue in the database (pg-boss). Every instance asks for each
 * job's run twice a period, but the queue keeps one job per name and period (a singleton slot of
 * `everySeconds`), and one worker takes each job: three instances run each job once per period. A run
 * whose worker dies is expired after `expireInSeconds` and retried, not lost.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const timings = { ...DEFAULT_TIMINGS, ...options.timings };
  const { jobs, log } = options;
  const boss = openBoss(options, timings);
  // The queue's own failures (a lost connection, a maintenance pass) are reported here, not thrown.
  boss.on('error', (error: unknown) => {
    if (!isDatabaseUnavailable(error)) log.warn({ err: error }, 'job queue error');
  });
  await boss.start();
  const tickers: NodeJS.Timeout[] = [];
  for (const job of jobs) {
    // Another instance may create the same queue at the same moment: creating one that is there is a no-op.
    await boss.createQueue(job.name, {
      expireInSeconds: timings.expireInSeconds,
      retryLimit: timings.retryLimit,
      retryDelay: timings.retryDelaySeconds,
    });
    await boss.work(job.name, { pollingIntervalSeconds: timings.pollingIntervalSeconds }, async ([queued]) => {
      try {
        await job.run();
      } catch (error) {
        // An outage is logged once (main.ts); the retry after it runs the job.
        if (!isDatabaseUnavailable(error)) log.error({ err: error, job: job.name, id: queued?.id }, 'job failed');
        throw error;
      }
    });
    const ask = () =>
      boss.send(job.name, null, { singletonSeconds: job.everySeconds }).catch((error: unknown) => {
        if (!isDatabaseUnavailable(error)) log.warn({ err: error, job: job.name }, 'could not queue a job');
      });
    void ask();
    // Twice a period, so that a late timer never skips a period; the singleton slot keeps it to one run.
    const ticker = setInterval(ask, (job.everySeconds * 1000) / 2);
    ticker.unref();
    tickers.push(ticker);
  }
  return {
    async stop() {
      for (const ticker of tickers) clearInterval(ticker);
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
