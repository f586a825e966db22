import { periodsAt } from '../src/server/modules/dashboard/routes';
import { explainOrderFigures, orderFigures } from '../src/server/modules/orders';
import { withBenchOrders } from './orders-seed';

/**
 * The console dashboard's order figures over 100,000 orders on PostgreSQL (issue 52, decision 0129): today's
 * orders and revenue against yesterday's by the same time of day, orders waiting to ship, open returns, in the
 * one statement the dashboard runs. Not part of `npm test`: like `npm run bench:report` it makes a database of
 * its own on the server BENCH_DATABASE_URL names (TEST_DATABASE_URL, or the local test server, if unset),
 * migrates it, writes the benches' orders, then asks for the figures at 13:00 in Cairo on 2026-06-15
 * FIGURES_RUNS times (5), one after another, and prints each time and the plan. It fails when the plan reads
 * orders by a sequential scan (the two days' by orders_created_idx, those to ship by orders_unshipped_idx). The database is dropped afterwards unless BENCH_KEEP=1.
 *
 *   npm run bench:dashboard
 */

const RUNS = Number(process.env.FIGURES_RUNS ?? 5);

async function main() {
  await withBenchOrders('dashboard_bench', async (db) => {
    const { today, before } = periodsAt(new Date('2026-06-15T10:00:00.000Z'), 'Africa/Cairo');
    const times: number[] = [];
    let figures;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      figures = await orderFigures(db, { today, before });
      times.push(performance.now() - started);
    }
    const plan = await explainOrderFigures(db, { today, before });
    console.log(plan);
    console.log(JSON.stringify(figures));
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `\ndashboard order figures at 13:00 on 2026-06-15 on PostgreSQL: runs ${times.map((ms) => ms.toFixed(1)).join(', ')} ms; ` +
        `median ${sorted[Math.floor(RUNS / 2)]?.toFixed(1)} ms, slowest ${sorted.at(-1)?.toFixed(1)} ms`,
    );
    const byIndex =
      /orders_created_idx/.test(plan) && /orders_unshipped_idx/.test(plan) && !/Seq Scan on orders/.test(plan);
    console.log(
      byIndex
        ? 'orders read by index only (the two days by orders_created_idx, those to ship by orders_unshipped_idx)'
        : 'FAIL: orders are read by a sequential scan',
    );
    if (!byIndex) process.exitCode = 1;
  });
}

void main();
