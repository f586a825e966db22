import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Database } from '../db/database';
import { lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/open-database';
import { seedDemoCatalogue } from '../modules/catalogue/seed';
import { placeOrder } from '../modules/orders/checkout';
import { VALID_CHECKOUT } from '../modules/orders/test-support';
import { checkoutRequestSchema } from '../../core/validation/checkout-schema';

/**
 * The operator command as an operator runs it: a separate process against the configured database
 * (an embedded DATA_DIR, or PostgreSQL when the suite runs with TEST_DB_ENGINE=postgres).
 */
const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const dataDir = path.resolve(`.tmp/orders-cli-${process.pid}`);
let databaseUrl: string | undefined;
let dbName: string | undefined;
let orderId: string;

function cli(...args: string[]) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'silent' };
  return run(TSX, ['src/server/cli/orders.ts', ...args], { env }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Sets up the data as a server would: holding the DATA_DIR lock (which also creates the directory). */
async function withSetupDatabase(work: (db: Database) => Promise<void>): Promise<void> {
  const release = databaseUrl ? () => undefined : lockDataDir(dataDir);
  try {
    const db = await openDatabase({ dataDir, databaseUrl });
    try {
      await work(db);
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

beforeAll(async () => {
  if (onPostgres) {
    dbName = `storefront_cli_${process.pid}_${Date.now()}`;
    await adminQuery(`CREATE DATABASE ${dbName}`);
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  await withSetupDatabase(async (db) => {
    await seedDemoCatalogue(db);
    const [user] = await db.query<{ id: string }>(
      "INSERT INTO users (email, name, phone, password_hash) VALUES ('cli@example.com', 'Cli Shopper', '01012345678', 'x') RETURNING id",
    );
    await db.query("INSERT INTO cart_items (user_id, product_id, sku, quantity) VALUES ($1, 1, 'SF1-MATTEBLACK', 2)", [
      user?.id,
    ]);
    const { order } = await placeOrder(db, {
      userId: user?.id ?? '',
      request: await checkoutRequestSchema.validate(VALID_CHECKOUT),
      // The line went straight into the table: the cart was never changed through the API, so version 0.
      cartVersion: 0,
      now: new Date(),
      publicUrl: 'http://localhost:3000',
    });
    orderId = order._id;
  });
}, 60_000);

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (dbName) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

it('lists orders and moves one to delivered, refusing to go back', async () => {
  const listed = await cli('list');
  expect(listed.code).toBe(0);
  expect(listed.stdout).toContain(`${orderId}  ${orderId.slice(-8)}  pending`);

  expect(await cli('set-status', orderId, 'delivered')).toEqual(
    expect.objectContaining({ code: 0, stdout: `order ${orderId} (#${orderId.slice(-8)}) is now delivered\n` }),
  );
  const back = await cli('set-status', orderId, 'shipped');
  expect(back.code).toBe(1);
  expect(back.stderr).toMatch(/statuses only move forward/);
}, 60_000);

it('on the embedded database, refuses while a server holds DATA_DIR', async () => {
  if (onPostgres) {
    // With DATABASE_URL there is no directory lock: the command runs beside live servers.
    expect((await cli('list')).code).toBe(0);
    return;
  }
  const release = lockDataDir(dataDir);
  try {
    const refused = await cli('list');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/holds the data directory/);
  } finally {
    release();
  }
}, 60_000);
