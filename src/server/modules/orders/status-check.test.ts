import type { Database } from '../../db/database';
import { openTestDatabase } from '../../test/test-database';
import { ALL_ORDER_STATUSES } from '../../../universal/order-status';

/**
 * The orders table refuses any status outside its CHECK constraint, which a migration wrote in SQL
 * where no compiler looks. Read back from the database (each engine), it must name exactly the
 * statuses of src/universal/order-status.ts: a status added there needs a migration, and one added only
 * in SQL is a status nothing else knows.
 */
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

it("the orders table's status CHECK allows exactly the statuses of order-status.ts", async () => {
  const rows = await db.query<{ definition: string }>(
    `SELECT pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
      WHERE t.relname = 'orders' AND c.contype = 'c'`,
  );
  const statusChecks = rows.map((row) => row.definition).filter((definition) => /\bstatus\b/.test(definition));
  expect(statusChecks).toHaveLength(1);
  const allowed = [...(statusChecks[0] ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]);
  expect(allowed.sort()).toEqual([...ALL_ORDER_STATUSES].sort());
});
