import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '../../db/postgres';
import { seedFromEnv } from './fuzz/prng';
import { startPrivatePostgres, type PrivatePostgres } from './process/private-postgres';
import { freePort, type ServerProcess, startServer, stopServer, waitHealthy } from './process/server-process';
import { runSoak } from './soak/run';
import { fillSoakShelves } from './soak/shelves';
import { verifyAgainstDatabase } from './soak/verify';

/**
 * The database restarting under load never ends the server: while it is away every request that needs
 * it gets 503 with Retry-After, health says 503, and within 15 s of its return the shop serves again; no
 * acknowledged order is lost. As hard as the outage seen in the field: 24 shoppers signing in, filling
 * carts, checking out and reading the catalogue, the server's pool full (its 10 connections open) when
 * the database goes, and shoppers' requests opening new connections while it stops, since the
 * stop does not hold up the load; pg_ctl stop -m fast, 5 s away, start, three times 5 s apart. It brings
 * its own PostgreSQL and never asks which engine a run is for, so `npm test` runs it once: the PostgreSQL
 * pass takes only the files that pick their engine (scripts/test.ts), where it used to be listed and skipped.
 */
const SHOPPERS = 24;
const POOL_SIZE = 10;
const RESTARTS = 3;
const OUTAGE_MS = 5000;
/** How long the server's sessions are being cut before the stop begins (and go on being cut during it). */
const SEVER_BEFORE_STOP_MS = 1000;
const BETWEEN_RESTARTS_MS = 5000;
const RECOVERY_LIMIT_MS = 15_000;
const SEED = seedFromEnv();

jest.setTimeout(240_000);

let postgres: PrivatePostgres | undefined;
let server: ServerProcess | undefined;
let dataDir: string;

afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  postgres?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

async function health(baseUrl: string): Promise<number | undefined> {
  if (server?.child.exitCode !== null) throw new Error(`the server exited: ${server?.output().slice(-3000)}`);
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

const OTHER_SESSIONS = "FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()";

/** Runs `work` on a connection of the test's own to the private server; undefined when it cannot. */
async function asObserver<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T | undefined> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await work(client);
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** How many connections the server holds open (every session on the private server but the observer's). */
const serverConnections = async (url: string) =>
  (await asObserver(
    url,
    async (client) => (await client.query<{ n: number }>(`SELECT count(*)::int AS n ${OTHER_SESSIONS}`)).rows[0]?.n,
  )) ?? 0;

/**
 * Ends the server's sessions the way a fast shutdown does (FATAL 57P01) every few milliseconds until
 * `until` says stop or the database goes, so that the pool is opening new connections when it goes.
 * `cutting` settles once the first sessions are cut: on a loaded machine connecting can take longer
 * than the lead the stop gives, and a stop that comes first would leave nothing to cut.
 */
function severSessions(url: string, until: () => boolean) {
  let begun: () => void = () => undefined;
  const cutting = new Promise<void>((resolve) => (begun = resolve));
  const severed = asObserver(url, async (client) => {
    let count = 0;
    while (!until()) {
      const sql = `SELECT count(pg_terminate_backend(pid))::int AS n ${OTHER_SESSIONS}`;
      const cut = await client.query<{ n: number }>(sql).then(
        ({ rows }) => rows[0]?.n ?? 0,
        () => undefined,
      );
      if (cut === undefined) break; // the stop has ended this session too
      count += cut;
      if (count > 0) begun();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return count;
  }).finally(() => begun());
  return { cutting, severed };
}

describe('PostgreSQL restarts under load', () => {
  it(`keep the server alive, answer 503 while away and serve again within 15 s (FUZZ_SEED=${SEED})`, async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-outage-'));
    postgres = startPrivatePostgres(await freePort());
    const database = postgres;
    const port = await freePort();
    // Each shopper on its own address, so the account limits meant for one address let them all sign in.
    const env = { DATA_DIR: dataDir, WEB_ROOT: dataDir, DATABASE_URL: database.url, TRUST_PROXY: 'true' };
    server = startServer(port, env);
    await waitHealthy(server);
    const baseUrl = server.baseUrl;
    // The load orders about 500 times over the three restarts, more than the demo's shelves hold.
    const stocking = openPostgres(database.url, 1);
    await fillSoakShelves(stocking).finally(() => stocking.close());
    let exitCode: number | null | undefined;
    void server.exited.then((code) => (exitCode = code));

    let finished = false;
    const progress = { orders: 0 };
    const load = runSoak({
      baseUrl,
      shoppers: SHOPPERS,
      durationMs: 200_000,
      seed: SEED,
      mix: 'outage',
      forwardedFor: true,
      stopped: () => finished,
      progress,
    });

    const recoveries: number[] = [];
    const fullPool: number[] = [];
    const severed: number[] = [];
    for (let restart = 0; restart < RESTARTS; restart += 1) {
      const before = progress.orders;
      await until(() => progress.orders >= before + 3, 60_000, 'checkouts before the outage');
      if (restart > 0) await new Promise((resolve) => setTimeout(resolve, BETWEEN_RESTARTS_MS));
      fullPool.push(
        await until(async () => (await serverConnections(database.url)) >= POOL_SIZE, 30_000, 'a full pool'),
      );
      let down = false;
      const severing = severSessions(database.url, () => down);
      await severing.cutting;
      await new Promise((resolve) => setTimeout(resolve, SEVER_BEFORE_STOP_MS));
      const stopped = database.stop().finally(() => (down = true));
      stopped.catch(() => undefined); // awaited below; heard here too in case the test fails first
      await until(async () => (await health(baseUrl)) === 503, 10_000, 'health answering 503');
      await stopped;
      severed.push((await severing.severed) ?? 0);
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      expect(exitCode).toBeUndefined();
      expect(await health(baseUrl)).toBe(503);
      await database.start();
      recoveries.push(await until(async () => (await health(baseUrl)) === 200, RECOVERY_LIMIT_MS, 'recovery'));
    }
    const ordersAtLastReturn = progress.orders;
    await until(() => progress.orders >= ordersAtLastReturn + 3, 30_000, 'checkouts after the last return');
    finished = true;
    const ledger = await load;

    expect(exitCode).toBeUndefined();
    expect(severed.every((count) => count > 0)).toBe(true);
    // Refusals during the outage are 503s that say when to come back; nothing the database's absence
    // caused is a 500.
    expect(ledger.recorder.serverErrors.filter((line) => !/-> 503 /.test(line))).toEqual([]);
    expect(ledger.recorder.statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(ledger.recorder.withoutRetryAfter).toEqual([]);
    const db = openPostgres(database.url, 2);
    const verification = await verifyAgainstDatabase(db, ledger.shoppers).finally(() => db.close());
    expect(verification.problems).toEqual([]);
    // An outage is logged once when it starts, not once per refused request (thousands of them here): at
    // most three times a restart, since the sessions cut before the stop can already be one or two (the
    // database answers again in between; on a loaded machine a second time: 7 lines for 3 restarts was
    // seen beside 17,711 refusals).
    const output = server.output();
    const logged = output.match(/database unreachable/g)?.length ?? 0;
    expect(logged).toBeLessThanOrEqual(3 * RESTARTS);
    expect(output).not.toMatch(/Unhandled 'error' event/);
    const answered = (kind: string) => ledger.recorder.latencies.get(kind)?.length ?? 0;
    process.stdout.write(
      `outage: ${SHOPPERS} shoppers, ${RESTARTS} restarts, pool full after ${fullPool.join(', ')} ms, ` +
        `${severed.join(', ')} sessions cut before and during the stops, ` +
        `recovered in ${recoveries.join(', ')} ms; ${progress.orders} orders acknowledged, ` +
        `${answered('sign-in')} sign-ins, ${answered('cart-add')} cart adds, ` +
        `${answered('browse') + answered('product')} catalogue reads, ` +
        `${ledger.recorder.statuses.get(503) ?? 0} answered 503, ${ledger.recorder.failures.length} unanswered, ` +
        `${logged} outages logged\n`,
    );
  });
});
