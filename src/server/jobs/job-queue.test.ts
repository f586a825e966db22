import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../db/database';
import { openPostgres } from '../db/postgres';
import { createScratchDatabase, type ScratchDatabase } from '../db/scratch-database';
import { placeTestOrder } from '../test/checkout-test-support';
import { createTestApp, createTestUser, type TestApp } from '../test/harness';
import { type JobQueue, startJobQueue } from './job-queue';
import { startShopJobs } from '../shop-jobs';
import { INTERRUPTED_JOB, TEST_TIMINGS } from './test-support/test-jobs';

/**
 * The periodic jobs run once per period across instances, and a run whose worker dies is retried. On
 * PostgreSQL (the TEST_DB_ENGINE=postgres run) with three queues on one scratch database and a worker
 * killed with SIGKILL in a child process; on the embedded engine, the shop's own jobs in this process.
 */
const POSTGRES = process.env.TEST_DB_ENGINE === 'postgres';
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

jest.setTimeout(60_000);

/** Polls `check` until it holds or `seconds` pass; answers whether it held. */
async function eventually(check: () => Promise<boolean>, seconds: number): Promise<boolean> {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; await sleep(100))
    if (await check()) return true;
  return check();
}

if (POSTGRES) {
  describe('the job queue on one PostgreSQL', () => {
    let scratch: ScratchDatabase;
    let db: Database;
    const queues: JobQueue[] = [];

    beforeAll(async () => {
      const adminUrl = process.env.TEST_DATABASE_URL;
      if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
      scratch = await createScratchDatabase(adminUrl, 'jobs');
      db = openPostgres(scratch.url, 2);
      await db.exec('CREATE TABLE job_runs (outcome text NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())');
    });

    afterEach(async () => {
      await Promise.all(queues.splice(0).map((queue) => queue.stop()));
    });

    afterAll(async () => {
      await db?.close();
      await scratch?.drop();
    });

    const jobsNamed = (name: string) =>
      db.query<{ state: string; retry_count: number }>(
        'SELECT state, retry_count FROM pgboss.job WHERE name = $1 ORDER BY created_on',
        [name],
      );

    it('runs a periodic job once per period with three instances asking for it', async () => {
      const runs: number[] = [];
      const started = Date.now();
      // Started at the same moment, as instances deployed together are: their schema installs and queue creations race.
      queues.push(
        ...(await Promise.all(
          [1, 2, 3].map((instance) =>
            startJobQueue({
              db,
              databaseUrl: scratch.url,
              log: quiet,
              timings: TEST_TIMINGS,
              jobs: [{ name: 'every-second', everySeconds: 1, run: async () => void runs.push(instance) }],
            }),
          ),
        )),
      );
      await sleep(4000);
      await Promise.all(queues.splice(0).map((queue) => queue.stop()));
      const periods = Math.ceil((Date.now() - started) / 1000) + 1;

      const jobs = await jobsNamed('every-second');
      // Each instance asked twice a second, six asks a period: one job came of them per period…
      expect(jobs.length).toBeGreaterThanOrEqual(3);
      expect(jobs.length).toBeLessThanOrEqual(periods);
      // …and each job that ran, ran once, on one of the instances.
      const completed = jobs.filter((job) => job.state === 'completed');
      expect(completed.length).toBeGreaterThanOrEqual(3);
      expect(runs).toHaveLength(completed.length);
      expect(jobs.every((job) => job.retry_count === 0)).toBe(true);
    });

    it('retries a run whose worker was killed with SIGKILL, on another instance', async () => {
      const outcomes = async () =>
        (await db.query<{ outcome: string }>('SELECT outcome FROM job_runs ORDER BY at')).map((row) => row.outcome);
      const child: ChildProcess = spawn(
        process.execPath,
        ['--import', 'tsx', path.join(__dirname, 'test-support/interrupted-worker.ts')],
        { env: { ...process.env, JOBS_DATABASE_URL: scratch.url }, stdio: ['ignore', 'ignore', 'inherit'] },
      );
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        expect(await eventually(async () => (await outcomes()).includes('started'), 30)).toBe(true);
      } finally {
        child.kill('SIGKILL');
        await exited;
      }
      expect(await jobsNamed(INTERRUPTED_JOB.name)).toEqual([{ state: 'active', retry_count: 0 }]);

      queues.push(
        await startJobQueue({
          db,
          databaseUrl: scratch.url,
          log: quiet,
          timings: TEST_TIMINGS,
          jobs: [
            { ...INTERRUPTED_JOB, run: async () => void (await db.query("INSERT INTO job_runs VALUES ('finished')")) },
          ],
        }),
      );
      expect(await eventually(async () => (await outcomes()).includes('finished'), 20)).toBe(true);
      expect(await outcomes()).toEqual(['started', 'finished']);
      // The same job, run a second time: not a new one.
      expect(await eventually(async () => (await jobsNamed(INTERRUPTED_JOB.name))[0]?.state === 'completed', 5)).toBe(
        true,
      );
      expect(await jobsNamed(INTERRUPTED_JOB.name)).toEqual([{ state: 'completed', retry_count: 1 }]);
    });
  });
} else {
  describe('the job queue on the embedded database', () => {
    let t: TestApp;
    let queue: JobQueue | undefined;

    beforeAll(async () => {
      t = await createTestApp({ orderDemoAdvanceMinutes: 5 });
    }, 60_000);

    afterAll(async () => {
      await queue?.stop();
      await t.close();
    });

    it('runs the shop’s periodic jobs in the one process, as main.ts starts them', async () => {
      const { _id: orderId } = await placeTestOrder(t, await createTestUser(t.ctx));
      t.clock.advance(6 * 60_000);
      const longAgo = new Date(t.ctx.now().getTime() - 40 * 24 * 60 * 60_000);
      const owner = '00000000-0000-4000-8000-00000000a11d';
      await t.db.query('INSERT INTO guest_carts (id, created_at, touched_at) VALUES ($1, $2, $2)', [owner, longAgo]);
      await t.db.query(
        "INSERT INTO idempotency_keys (owner_id, key, request_hash, created_at) VALUES ($1, 'old', 'hash', $2)",
        [owner, longAgo],
      );
      const statusOf = async () =>
        (await t.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]))[0]?.status;
      // What each job leaves behind: the stale guest cart, the expired key, the order demo mode moves on.
      const done = async () =>
        (await t.db.query('SELECT 1 FROM guest_carts WHERE id = $1', [owner])).length === 0 &&
        (await t.db.query('SELECT 1 FROM idempotency_keys WHERE owner_id = $1', [owner])).length === 0 &&
        (await statusOf()) === 'processing';
      expect(await statusOf()).toBe('pending');
      expect(await done()).toBe(false);

      queue = await startShopJobs(t.ctx, t.app.log, TEST_TIMINGS);
      expect(await eventually(done, 20)).toBe(true);
    });
  });
}
