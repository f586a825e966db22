/**
 * `npm run soak`: many simulated shoppers against the real server process for a set time, then
 * every order a shopper was told about is checked in the database (present, whole, unique), and
 * each cart against its last answer. Exits 1 on any 5xx, lost request or inconsistency.
 *
 *   SOAK_SECONDS=60        how long the shoppers shop (default 60)
 *   SOAK_SHOPPERS=32       how many at once (default 32)
 *   SOAK_DATABASE_URL=...  a PostgreSQL server to run against (a scratch database is created and
 *                          dropped on it); unset: the embedded database in a scratch DATA_DIR
 *   SOAK_SEED=...          replay a run's choices; SOAK_KEEP=1 keeps the database afterwards
 *   SOAK_EXPECT_OUTAGE=1   the database will be restarted during the run (docs/reliability.md):
 *                          503s and unanswered requests are reported but allowed; a 500, a server
 *                          that died or does not answer health within 15 s afterwards, and losses are not
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../src/server/db/pglite';
import { openPostgres } from '../src/server/db/postgres';
import { recordFigures } from '../src/server/test/reliability/figures';
import { seedFromEnv } from '../src/server/test/reliability/fuzz/prng';
import { freePort, startServer, stopServer, waitHealthy } from '../src/server/test/reliability/process/server-process';
import { createScratchDatabase } from '../src/server/db/scratch-database';
import { runSoak, summariseSoak } from '../src/server/test/reliability/soak/run';
import { verifyAgainstDatabase } from '../src/server/test/reliability/soak/verify';

const positive = (raw: string | undefined, fallback: number) => (raw && Number(raw) > 0 ? Number(raw) : fallback);

async function main(): Promise<number> {
  const seconds = positive(process.env.SOAK_SECONDS, 60);
  const shoppers = positive(process.env.SOAK_SHOPPERS, 32);
  const seed = seedFromEnv({ FUZZ_SEED: process.env.SOAK_SEED });
  const keep = process.env.SOAK_KEEP === '1';
  const adminUrl = process.env.SOAK_DATABASE_URL?.trim();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-soak-'));
  const database = adminUrl ? await createScratchDatabase(adminUrl, 'soak') : undefined;
  const engine = database ? 'postgresql' : 'embedded';
  console.log(`soak: ${shoppers} shoppers for ${seconds} s on the ${engine} database (SOAK_SEED=${seed})`);

  const server = startServer(await freePort(), {
    DATA_DIR: dataDir,
    WEB_ROOT: dataDir,
    // Each shopper then counts on its own address for the account endpoints' per-address limits.
    TRUST_PROXY: 'true',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const health: Record<string, number> = {};
  let polling = true;
  // /api/health every 250 ms: 200 while the database answers, 503 while it does not.
  const poll = (async () => {
    while (polling) {
      const status = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(3000) }).then(
        (r) => String(r.status),
        () => 'no answer',
      );
      health[status] = (health[status] ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  try {
    await waitHealthy(server);
    for (const key of Object.keys(health)) delete health[key];
    const ledger = await runSoak({
      baseUrl: server.baseUrl,
      shoppers,
      durationMs: seconds * 1000,
      seed,
      forwardedFor: true,
      signInBudget: shoppers * 3,
    });
    polling = false;
    await poll;
    // An outage is allowed; a server that died, or never answered again, is not.
    const exitedDuringRun = server.child.exitCode;
    const answersAfterRun =
      exitedDuringRun === null &&
      (await waitHealthy(server, 15_000).then(
        () => true,
        () => false,
      ));
    // A clean stop first: the embedded database can only be opened once the server has let go of it.
    const code = await stopServer(server);
    if (code !== 0) console.log(`server exited with ${code}: ${server.output().slice(-1000)}`);
    const db = database ? openPostgres(database.url, 2) : await openPglite(path.join(dataDir, 'db'));
    const verification = await verifyAgainstDatabase(db, ledger.shoppers).finally(() => db.close());
    const summary = summariseSoak(ledger);
    const unexpected = ledger.shoppers.flatMap((shopper) => shopper.unexpected);
    recordFigures(`soak-${engine}`, {
      seed,
      ...summary,
      health,
      verification: { ...verification, problems: verification.problems.length },
      unexpected: unexpected.length,
    });

    console.log(
      `requests served: ${summary.requests} (${summary.requestsPerSecond}/s), statuses ${JSON.stringify(summary.statuses)}`,
    );
    console.log(
      `latency: p50 ${summary.overall.p50} ms, p95 ${summary.overall.p95} ms, p99 ${summary.overall.p99} ms, max ${summary.overall.max} ms`,
    );
    for (const [kind, figures] of Object.entries(summary.byKind))
      console.log(`  ${kind.padEnd(15)} ${figures.requests} requests, p99 ${figures.p99} ms`);
    console.log(`health checks during the run: ${JSON.stringify(health)}`);
    console.log(
      `orders acknowledged: ${summary.ordersAcknowledged}, retries replayed: ${summary.retriesReplayed}, orders checked: ${verification.ordersChecked}, carts checked: ${verification.cartsChecked}`,
    );
    const outage = process.env.SOAK_EXPECT_OUTAGE === '1';
    if (outage)
      console.log(
        `during the outage: ${ledger.recorder.serverErrors.length} 5xx, ${ledger.recorder.failures.length} unanswered (allowed)`,
      );
    const problems = [
      ...(exitedDuringRun === null ? [] : [`the server process exited (${exitedDuringRun}) during the run`]),
      ...(exitedDuringRun !== null || answersAfterRun
        ? []
        : ['the server did not answer health within 15 s after the run']),
      ...ledger.recorder.serverErrors.filter((line) => !outage || !/-> 503 /.test(line)).map((line) => `5xx: ${line}`),
      ...(outage ? [] : ledger.recorder.failures.map((line) => `no answer: ${line}`)),
      ...unexpected.map((line) => `unexpected: ${line}`),
      ...verification.problems,
    ];
    console.log(
      problems.length === 0
        ? 'losses: 0, 5xx: 0, inconsistencies: 0'
        : `${problems.length} problems:\n${problems.slice(0, 50).join('\n')}`,
    );
    return problems.length === 0 ? 0 : 1;
  } finally {
    await stopServer(server, 'SIGKILL');
    if (!keep) {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    } else {
      console.log(`kept: ${database?.url ?? dataDir}`);
    }
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('soak failed:', error);
    process.exit(1);
  },
);
