import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/database';
import { openPglite } from '../../db/pglite';
import { openPostgres } from '../../db/postgres';
import { recordFigures } from './figures';
import { seedFromEnv } from './fuzz/prng';
import { freePort, type ServerProcess, startServer, stopServer, waitHealthy } from './process/server-process';
import { createScratchDatabase } from '../../db/scratch-database';
import { runSoak } from './soak/run';
import { verifyAgainstDatabase } from './soak/verify';
import { copyPreparedDatabase } from '../prepared-database';

/**
 * kill -9 in the middle of checkout load, then a restart: every order a shopper was told about is
 * there and whole, no order is partial, and any order nobody was told about belongs to a checkout
 * whose answer the crash swallowed. Embedded database in the default run, PostgreSQL in the
 * TEST_DB_ENGINE=postgres run (a scratch database on TEST_DATABASE_URL).
 */
const POSTGRES = process.env.TEST_DB_ENGINE === 'postgres';
const SEED = seedFromEnv();
const SHOPPERS = 6;
const ORDERS_BEFORE_KILL = 12;

jest.setTimeout(240_000);

let dataDir: string;
let database: { url: string; drop: () => Promise<void> } | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-crash-'));
  if (!POSTGRES) await copyPreparedDatabase(dataDir, { demoCatalogue: true });
  if (POSTGRES) {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
    database = await createScratchDatabase(adminUrl, 'crash');
  }
});

afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = () => ({ DATA_DIR: dataDir, WEB_ROOT: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) });

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('load did not build up in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it(`keeps every acknowledged order whole through kill -9 under checkout load (${POSTGRES ? 'PostgreSQL' : 'embedded database'}, FUZZ_SEED=${SEED})`, async () => {
  const port = await freePort();
  server = startServer(port, env());
  await waitHealthy(server);

  let killed = false;
  const progress = { orders: 0 };
  const load = runSoak({
    baseUrl: server.baseUrl,
    shoppers: SHOPPERS,
    durationMs: 120_000,
    seed: SEED,
    mix: 'checkout',
    stopped: () => killed,
    progress,
  });
  await until(() => progress.orders >= ORDERS_BEFORE_KILL, 120_000);
  server.child.kill('SIGKILL');
  killed = true;
  await server.exited;
  const ledger = await load;
  const inFlight = ledger.recorder.failures.length;

  server = startServer(port, env());
  await waitHealthy(server);
  // The restarted server still accepts the sessions it issued and lists what it acknowledged.
  for (const shopper of ledger.shoppers.filter((s) => s.token)) {
    const answer = await fetch(`${server.baseUrl}/api/orders`, {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    expect(answer.status).toBe(200);
    const listed = new Set(((await answer.json()) as { _id: string }[]).map((order) => order._id));
    expect(shopper.orders.filter((order) => !listed.has(order.id)).map((order) => order.id)).toEqual([]);
  }

  // The embedded database can be opened only once the server has let go of it.
  if (!POSTGRES) expect(await stopServer(server)).toBe(0);
  const db: Database = database ? openPostgres(database.url, 2) : await openPglite(path.join(dataDir, 'db'));
  const verification = await verifyAgainstDatabase(db, ledger.shoppers).finally(() => db.close());
  const acknowledged = ledger.shoppers.reduce((sum, shopper) => sum + shopper.orders.length, 0);
  process.stdout.write(
    `crash: killed with ${inFlight} requests unanswered, after ${acknowledged} acknowledged orders; ` +
      `${verification.ordersChecked} checked after restart, ${verification.unacknowledged} committed but unanswered, ${verification.problems.length} problems\n`,
  );
  recordFigures('crash', {
    seed: SEED,
    acknowledged,
    inFlight,
    faultsInjected: 1,
    ...verification,
    problems: verification.problems.length,
  });

  expect(verification.problems).toEqual([]);
  expect(ledger.recorder.serverErrors).toEqual([]);
  expect(acknowledged).toBeGreaterThanOrEqual(ORDERS_BEFORE_KILL);
});
