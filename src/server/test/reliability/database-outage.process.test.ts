import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPostgres } from '../../db/postgres';
import { seedFromEnv } from './fuzz/prng';
import { startPrivatePostgres, type PrivatePostgres } from './process/private-postgres';
import { freePort, type ServerProcess, startServer, stopServer, waitHealthy } from './process/server-process';
import { runSoak } from './soak/run';
import { verifyAgainstDatabase } from './soak/verify';

/**
 * The database restarting under checkout load (pg_ctl stop -m fast, a pause, start; three times) never
 * ends the server: while it is away every request that needs it gets 503 with Retry-After, health says
 * 503, and within 15 s of its return the shop serves again; no acknowledged order is lost. It brings its
 * own PostgreSQL, so it runs once, in the default pass.
 */
const RESTARTS = 3;
const OUTAGE_MS = 4000;
const RECOVERY_LIMIT_MS = 15_000;
const SEED = seedFromEnv();

jest.setTimeout(180_000);

let postgres: PrivatePostgres | undefined;
let server: ServerProcess | undefined;
let dataDir: string;

afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  postgres?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

async function health(baseUrl: string): Promise<number | undefined> {
  if (server?.child.exitCode !== null) throw new Error(`the server exited: ${server?.output().slice(-1500)}`);
  return fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(3000) }).then(
    (answer) => answer.status,
    () => undefined,
  );
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

const describeOnce = process.env.TEST_DB_ENGINE === 'postgres' ? describe.skip : describe;

describeOnce('PostgreSQL restarts under checkout load', () => {
  it(`keep the server alive, answer 503 while away and serve again within 15 s (FUZZ_SEED=${SEED})`, async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-outage-'));
    postgres = startPrivatePostgres(await freePort());
    const port = await freePort();
    server = startServer(port, { DATA_DIR: dataDir, WEB_ROOT: dataDir, DATABASE_URL: postgres.url });
    await waitHealthy(server);
    const baseUrl = server.baseUrl;
    let exitCode: number | null | undefined;
    void server.exited.then((code) => (exitCode = code));

    let finished = false;
    const progress = { orders: 0 };
    const load = runSoak({
      baseUrl,
      shoppers: 6,
      durationMs: 150_000,
      seed: SEED,
      checkoutOnly: true,
      stopped: () => finished,
      progress,
    });

    const recoveries: number[] = [];
    for (let restart = 0; restart < RESTARTS; restart += 1) {
      const before = progress.orders;
      await until(() => progress.orders >= before + 3, 60_000, 'checkouts before the outage');
      postgres.stop();
      await until(async () => (await health(baseUrl)) === 503, 5000, 'health answering 503');
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      expect(exitCode).toBeUndefined();
      expect(await health(baseUrl)).toBe(503);
      postgres.start();
      recoveries.push(await until(async () => (await health(baseUrl)) === 200, RECOVERY_LIMIT_MS, 'recovery'));
    }
    const ordersAtLastReturn = progress.orders;
    await until(() => progress.orders >= ordersAtLastReturn + 3, 30_000, 'checkouts after the last return');
    finished = true;
    const ledger = await load;

    expect(exitCode).toBeUndefined();
    // Refusals during the outage are 503s; nothing the database's absence caused is a 500.
    expect(ledger.recorder.serverErrors.filter((line) => !/-> 503 /.test(line))).toEqual([]);
    expect(ledger.recorder.statuses.get(503) ?? 0).toBeGreaterThan(0);
    const db = openPostgres(postgres.url, 2);
    const verification = await verifyAgainstDatabase(db, ledger.shoppers).finally(() => db.close());
    expect(verification.problems).toEqual([]);
    // The outage is logged once when it starts, not once per refused request.
    const output = server.output();
    expect(output.match(/database unreachable/g)?.length ?? 0).toBeLessThanOrEqual(RESTARTS);
    expect(output).not.toMatch(/Unhandled 'error' event/);
    process.stdout.write(
      `outage: ${RESTARTS} restarts, recovered in ${recoveries.join(', ')} ms; ${progress.orders} orders acknowledged, ` +
        `${ledger.recorder.statuses.get(503) ?? 0} answered 503, ${ledger.recorder.failures.length} unanswered\n`,
    );
  });
});
