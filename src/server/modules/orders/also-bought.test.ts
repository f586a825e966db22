import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { openPostgres } from '../../db/postgres';
import { createScratchDatabase } from '../../db/scratch-database';
import { startJobQueue } from '../../jobs/job-queue';
import { TEST_TIMINGS } from '../../jobs/test-support/test-jobs';
import { openTestDatabase } from '../../test/test-database';
import { seedOrder } from '../reports/test-support';
import type { OrderStatus } from '../../../universal/order-status';
import { ALSO_BOUGHT_KEPT, alsoBoughtJob, alsoBoughtWith, reckonAlsoBought } from './also-bought';

/** The also-bought job on the engine under test (PGlite, or PostgreSQL with TEST_DB_ENGINE=postgres). */
const POSTGRES = process.env.TEST_DB_ENGINE === 'postgres';

jest.setTimeout(60_000);

let at = 0;
/** An order of these products (a product twice: two variants of it), placed a minute after the last. */
async function order(db: Database, productIds: number[], status: OrderStatus = 'processing') {
  at += 1;
  await seedOrder(db, {
    buyer: { guestEmail: 'buyer@shop.example' },
    at: new Date(Date.UTC(2026, 10, 1, 0, at)).toISOString(),
    status,
    currency: 'USD',
    tax: 0,
    lines: productIds.map((productId) => ({ productId, title: `Product ${productId}`, price: 1000, quantity: 1 })),
  });
}

describe('the also-bought job', () => {
  let db: Database;

  beforeEach(async () => {
    db = await openTestDatabase();
  });

  afterEach(async () => {
    await db.close();
  });

  it('ranks the products bought in the same orders by how many orders held both', async () => {
    await order(db, [1, 2, 3]);
    await order(db, [1, 3]);
    await order(db, [1, 3, 4]);
    await order(db, [1, 4, 4]); // two variants of 4: one order, counted once
    await order(db, [2, 5]);

    expect(await reckonAlsoBought(db)).toEqual({ pairs: 12 });
    // 3 was with 1 three times, 4 twice, 2 once.
    expect(await alsoBoughtWith(db, 1)).toEqual([3, 4, 2]);
    // Ties by the other product's id.
    expect(await alsoBoughtWith(db, 2)).toEqual([1, 3, 5]);
    expect(await alsoBoughtWith(db, 5)).toEqual([2]);
    expect(await alsoBoughtWith(db, 6)).toEqual([]);
  });

  it('leaves cancelled orders out', async () => {
    await order(db, [1, 2]);
    await order(db, [1, 3], 'cancelled');
    await order(db, [1, 3], 'cancelled');
    await order(db, [1, 4], 'delivered');

    await reckonAlsoBought(db);
    expect(await alsoBoughtWith(db, 1)).toEqual([2, 4]);
    expect(await alsoBoughtWith(db, 3)).toEqual([]);
  });

  it('writes each run in place of the last, and keeps the first few of each product', async () => {
    const many = Array.from({ length: ALSO_BOUGHT_KEPT + 5 }, (_, index) => index + 2);
    await order(db, [1, ...many]);
    await reckonAlsoBought(db);
    expect(await alsoBoughtWith(db, 1)).toEqual(many.slice(0, ALSO_BOUGHT_KEPT));

    await db.query("UPDATE orders SET status = 'cancelled'");
    await order(db, [1, 9]);
    await reckonAlsoBought(db);
    expect(await alsoBoughtWith(db, 1)).toEqual([9]);
    expect(await alsoBoughtWith(db, 2)).toEqual([]);
  });

  it('answers from an empty shop with nothing', async () => {
    expect(await reckonAlsoBought(db)).toEqual({ pairs: 0 });
  });

  (POSTGRES ? it : it.skip)('gives way to a run already in progress on another connection', async () => {
    await order(db, [1, 2]);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => undefined as void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    // Another instance's run, inside its transaction, holding the job's lock.
    const other = db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(53, 1)');
      locked();
      await held;
    });
    await lockTaken;
    expect(await reckonAlsoBought(db)).toEqual({ skipped: true });
    expect(await alsoBoughtWith(db, 1)).toEqual([]);
    release();
    await other;
    expect(await reckonAlsoBought(db)).toEqual({ pairs: 2 });
  });
});

(POSTGRES ? describe : describe.skip)('the also-bought job on two instances of one PostgreSQL', () => {
  it('runs once when both start at the same moment', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
    const scratch = await createScratchDatabase(adminUrl, 'also_bought');
    const db = openPostgres(scratch.url, 4);
    try {
      await migrate(db);
      await order(db, [1, 2]);
      const runs: string[] = [];
      const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
      // Two instances deployed together: each its own queue (its own pool) and its own job, which logs its runs.
      const queues = await Promise.all(
        ['a', 'b'].map((name) =>
          startJobQueue({
            db,
            databaseUrl: scratch.url,
            log: quiet,
            timings: TEST_TIMINGS,
            jobs: [alsoBoughtJob(db, { info: () => void runs.push(name) })],
          }),
        ),
      );
      for (const deadline = Date.now() + 20_000; runs.length === 0 && Date.now() < deadline;) await sleep(100);
      // Both asked at start-up and poll twice a second: a second run would come within this.
      await sleep(3000);
      await Promise.all(queues.map((queue) => queue.stop()));
      expect(runs).toHaveLength(1);
      expect(await alsoBoughtWith(db, 1)).toEqual([2]);
    } finally {
      await db.close();
      await scratch.drop();
    }
  });
});
