import { createTestApp, type TestApp } from '../harness';
import { recordFigures } from './figures';
import { seedFromEnv } from './fuzz/prng';
import { runSoak, summariseSoak } from './soak/run';
import { verifyAgainstDatabase } from './soak/verify';

/** The bounded soak of `npm test`; `npm run soak` is the full-length one (docs/reliability.md). */
const SECONDS = Number(process.env.SOAK_TEST_SECONDS ?? 5);
const SHOPPERS = Number(process.env.SOAK_TEST_SHOPPERS ?? 8);
const SEED = seedFromEnv();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

it(
  `serves ${SHOPPERS} shoppers at once for ${SECONDS} s over HTTP: no 5xx, every acknowledged order present, whole and unique, carts as last answered (FUZZ_SEED=${SEED})`,
  async () => {
    const { port } = t.app.server.address() as { port: number };
    const ledger = await runSoak({
      baseUrl: `http://127.0.0.1:${port}`,
      shoppers: SHOPPERS,
      durationMs: SECONDS * 1000,
      seed: SEED,
    });
    const summary = summariseSoak(ledger);
    const verification = await verifyAgainstDatabase(t.db, ledger.shoppers);
    process.stdout.write(
      `soak: ${summary.requests} requests in ${summary.seconds} s (${summary.requestsPerSecond}/s), p50 ${summary.overall.p50} ms, ` +
        `p99 ${summary.overall.p99} ms; ${summary.ordersAcknowledged} orders acknowledged, ${verification.ordersChecked} checked, ` +
        `${verification.cartsChecked} carts checked; statuses ${JSON.stringify(summary.statuses)}\n`,
    );
    recordFigures('soak-test', {
      seed: SEED,
      ...summary,
      verification: { ...verification, problems: verification.problems.length },
    });

    expect(ledger.recorder.serverErrors).toEqual([]);
    expect(ledger.recorder.failures).toEqual([]);
    expect(ledger.shoppers.flatMap((shopper) => shopper.unexpected)).toEqual([]);
    expect(verification.problems).toEqual([]);
    expect(verification.unacknowledged).toBe(0);
    expect(summary.ordersAcknowledged).toBeGreaterThan(0);
    expect(verification.cartsChecked).toBe(SHOPPERS);
  },
  60_000 + SECONDS * 1000,
);
