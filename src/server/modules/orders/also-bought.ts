import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import type { PeriodicJob } from '../../jobs/periodic-job';
import { CANCELLED } from '../../../universal/order-status';

/**
 * "Customers also bought" (issue 53, decision 0115): for each product, the products that were in the same
 * orders, ranked by how many orders held both. Reckoned by a periodic job into also_bought, read by the
 * catalogue's also-bought route.
 */

/** Products kept per product: the route shows at most 12, and some may be sold out or gone by then. */
export const ALSO_BOUGHT_KEPT = 24;

/** The job's transaction lock (pg_try_advisory_xact_lock(int, int)): a second run at the same time gives way. */
const ALSO_BOUGHT_LOCK_SPACE = 53;
const ALSO_BOUGHT_LOCK_KEY = 1;

/**
 * The one aggregate of a run, written in place of the last result. The order lines are read once (the CTE,
 * referenced twice, is materialized): an order's products taken once each (two variants of a shirt are one
 * product), joined with themselves by order, counted per pair, the first ALSO_BOUGHT_KEPT of each product
 * kept (ties by the other product's id, so runs agree). Answers how many pairs it kept.
 */
const RECKON = `
WITH bought AS (
  SELECT DISTINCT i.order_id, i.product_id
  FROM order_items i JOIN orders o ON o.id = i.order_id
  WHERE o.status <> $1
),
pairs AS (
  SELECT a.product_id, b.product_id AS other_id, count(*)::int AS orders
  FROM bought a JOIN bought b ON b.order_id = a.order_id AND b.product_id <> a.product_id
  GROUP BY a.product_id, b.product_id
),
ranked AS (
  SELECT product_id, other_id, orders,
         row_number() OVER (PARTITION BY product_id ORDER BY orders DESC, other_id) AS rank
  FROM pairs
),
kept AS (
  INSERT INTO also_bought (product_id, rank, other_id, orders)
  SELECT product_id, rank, other_id, orders FROM ranked WHERE rank <= $2
  RETURNING 1
)
SELECT count(*)::int AS pairs FROM kept`;

/** What a run did: how many pairs it kept, or that another run held the lock. */
export type AlsoBoughtRun = { pairs: number } | { skipped: true };

/**
 * Reckons also_bought afresh in one transaction: readers see the last result until it commits. Two runs
 * at once (a retried run beside a slow one) do not both do the work: the second gives way.
 */
export async function reckonAlsoBought(db: Database): Promise<AlsoBoughtRun> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1, $2) AS locked', [
      ALSO_BOUGHT_LOCK_SPACE,
      ALSO_BOUGHT_LOCK_KEY,
    ]);
    if (!lock?.locked) return { skipped: true } as const;
    await tx.query('DELETE FROM also_bought');
    const [kept] = await tx.query<{ pairs: number }>(RECKON, [CANCELLED, ALSO_BOUGHT_KEPT]);
    return { pairs: kept?.pairs ?? 0 };
  });
}

/** The products bought with `productId`, best first (at most ALSO_BOUGHT_KEPT), as the last run left them. */
export async function alsoBoughtWith(db: Queryable, productId: number): Promise<number[]> {
  const rows = await db.query<{ other_id: number }>(
    'SELECT other_id FROM also_bought WHERE product_id = $1 ORDER BY rank',
    [productId],
  );
  return rows.map((row) => row.other_id);
}

/** The job: hourly on one instance, and at start-up when this hour's run has not been done. */
export function alsoBoughtJob(db: Database, log: Pick<FastifyBaseLogger, 'info'>): PeriodicJob {
  return {
    name: 'also-bought',
    everySeconds: 60 * 60,
    async run() {
      const started = performance.now();
      const run = await reckonAlsoBought(db);
      if ('pairs' in run)
        log.info({ pairs: run.pairs, ms: Math.round(performance.now() - started) }, 'also-bought reckoned');
    },
  };
}

/** The run's plan as PostgreSQL makes it, not run (bench/also-bought.ts checks each table is read once). */
export async function explainAlsoBought(db: Queryable): Promise<string> {
  const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${RECKON}`, [CANCELLED, ALSO_BOUGHT_KEPT]);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}
