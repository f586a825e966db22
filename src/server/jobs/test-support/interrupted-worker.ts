// A job queue worker in a process of its own, for job-queue.test.ts to kill with SIGKILL mid-run: it
// takes the `interrupted` job, notes that it started (job_runs) and never finishes.
import { openPostgres } from '../../db/postgres';
import { startJobQueue } from '../job-queue';
import { INTERRUPTED_JOB, TEST_TIMINGS } from './test-jobs';

async function main(): Promise<void> {
  const databaseUrl = process.env.JOBS_DATABASE_URL;
  if (!databaseUrl) throw new Error('JOBS_DATABASE_URL is not set');
  const db = openPostgres(databaseUrl, 2);
  await startJobQueue({
    db,
    databaseUrl,
    log: console,
    timings: TEST_TIMINGS,
    jobs: [
      {
        ...INTERRUPTED_JOB,
        async run() {
          await db.query("INSERT INTO job_runs (outcome) VALUES ('started')");
          await new Promise(() => undefined);
        },
      },
    ],
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
