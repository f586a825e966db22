import { explainSalesReport, salesReport } from '../src/server/modules/orders';
import { withBenchOrders } from './orders-seed';

/**
 * The sales report over 100,000 orders on PostgreSQL (issue 52: "within 2 s, one request at a time, from
 * indexes, not a scan of every line"). Not part of `npm test`: it makes a database of its own on the server
 * BENCH_DATABASE_URL names (TEST_DATABASE_URL, or the local test server, if unset), migrates it, writes
 * 100,000 orders placed in 2026 (and 20,000 in 2025, so some customers come back) with their lines, charges,
 * refunds and returns, then runs the report over 2026 by month REPORT_RUNS times (5), one after another, and
 * prints each time and the plan. It fails when the plan reads order_items by a sequential scan or a run
 * takes 2 s or more. The database is dropped afterwards unless BENCH_KEEP=1.
 *
 *   npm run bench:report
 */

const RUNS = Number(process.env.REPORT_RUNS ?? 5);
const LIMIT_MS = 2_000;

async function main() {
  await withBenchOrders('report_bench', async (db) => {
    const period = { from: '2026-01-01', to: '2026-12-31', interval: 'month', timeZone: 'Africa/Cairo' } as const;
    const times: number[] = [];
    let orders = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const report = await salesReport(db, period);
      times.push(performance.now() - started);
      orders = report.buckets.reduce((sum, bucket) => sum + bucket.orders, 0);
    }
    const plan = await explainSalesReport(db, period);
    console.log(plan);
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `\nsales report, 2026 by month, ${orders} orders counted (not cancelled) on PostgreSQL: ` +
        `runs ${times.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${sorted[Math.floor(RUNS / 2)]?.toFixed(0)} ms, ` +
        `slowest ${sorted.at(-1)?.toFixed(0)} ms`,
    );
    const seqOnLines = /Seq Scan on order_items/.test(plan);
    console.log(
      seqOnLines ? 'FAIL: order_items is read by a sequential scan' : 'order_items read by index only: no Seq Scan',
    );
    if (seqOnLines || (sorted.at(-1) ?? Infinity) >= LIMIT_MS) process.exitCode = 1;
  });
}

void main();
