import type { Database } from '../../db/database';
import { openTestDatabase } from '../../test/test-database';
import { periodsAt } from '../dashboard/routes';
import { explainOrderFigures } from './figures';

/**
 * A plan check, not a timing (decision 0129): the dashboard's order figures read today's and yesterday's
 * orders by orders_created_idx and those still to ship by orders_unshipped_idx (migration 077), never by
 * reading every order. On the test's few orders the planner rightly prefers reading the table whole, so
 * sequential scans are priced out: the plan then shows whether the indexes CAN serve the statement (a
 * condition they cannot serve, or a dropped index, would still show a Seq Scan). `npm run bench:dashboard`
 * prints the plan PostgreSQL picks unaided over 100,000 orders.
 */
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

it("reads the two days' orders and those to ship by index, not every order", async () => {
  const periods = periodsAt(new Date('2026-11-21T11:00:00.000Z'), 'Africa/Cairo');
  const plan = await db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    return explainOrderFigures(tx, periods);
  });
  expect(plan).toContain('orders_created_idx');
  expect(plan).toContain('orders_unshipped_idx');
  expect(plan).not.toMatch(/Seq Scan on orders/);
});
