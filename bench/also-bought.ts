import { explainAlsoBought, reckonAlsoBought } from '../src/server/modules/orders';
import { withBenchOrders } from './orders-seed';

/**
 * The also-bought job over the report bench's orders on PostgreSQL (issue 53: "within a minute, reading no
 * table twice"). Not part of `npm test`: it makes a database of its own on the server BENCH_DATABASE_URL
 * names (TEST_DATABASE_URL, or the local test server, if unset), migrates it, writes 120,000 orders (100,000
 * in 2026, 20,000 in 2025; 1 in 10 cancelled) with 1 to 4 lines each over 500 products, then runs the job
 * ALSO_BOUGHT_RUNS times (3), one after another, and prints each time and the plan. It fails when the plan
 * reads orders or order_items more than once or a run takes a minute or more. The database is dropped
 * afterwards unless BENCH_KEEP=1.
 *
 *   npm run bench:also-bought
 */

const RUNS = Number(process.env.ALSO_BOUGHT_RUNS ?? 3);
const LIMIT_MS = 60_000;

/** How many times the plan reads each table (a scan of any kind: sequential, index, bitmap heap). */
function readsOf(plan: string, table: string): number {
  return [...plan.matchAll(new RegExp(`Scan (?:using \\S+ )?on ${table}\\b`, 'g'))].length;
}

async function main() {
  await withBenchOrders('also_bought_bench', async (db) => {
    const times: number[] = [];
    let pairs = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const result = await reckonAlsoBought(db);
      times.push(performance.now() - started);
      if ('pairs' in result) pairs = result.pairs;
    }
    const plan = await explainAlsoBought(db);
    console.log(plan);
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `\nalso-bought job on PostgreSQL, ${pairs} pairs kept: runs ${times.map((ms) => ms.toFixed(0)).join(', ')} ms; ` +
        `median ${sorted[Math.floor(RUNS / 2)]?.toFixed(0)} ms, slowest ${sorted.at(-1)?.toFixed(0)} ms`,
    );
    const reads = { orders: readsOf(plan, 'orders'), order_items: readsOf(plan, 'order_items') };
    const once = reads.orders === 1 && reads.order_items === 1;
    console.log(once ? 'orders and order_items each read once' : `FAIL: tables read ${JSON.stringify(reads)} times`);
    if (!once || (sorted.at(-1) ?? Infinity) >= LIMIT_MS) process.exitCode = 1;
  });
}

void main();
