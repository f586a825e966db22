import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { lockDataDir } from '../db/data-dir-lock';
import { runOperatorCommand } from '../test/reliability/process/server-process';
import { shopWithOneOrder } from './test-support';

/**
 * The operator command as an operator runs it: a separate process against the configured database
 * (an embedded DATA_DIR, or PostgreSQL when the suite runs with TEST_DB_ENGINE=postgres).
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const dataDir = path.resolve(`.tmp/orders-cli-${process.pid}`);
let databaseUrl: string | undefined;
let dbName: string | undefined;
let orderId: string;

const cli = (...args: string[]) =>
  runOperatorCommand('orders', args, {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'silent',
  });

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
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
  orderId = await shopWithOneOrder({ dataDir, databaseUrl });
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

it('on the embedded database, says so when the server holding DATA_DIR does not answer operator commands', async () => {
  if (onPostgres) {
    // With DATABASE_URL there is no directory lock: the command runs beside live servers.
    expect((await cli('list')).code).toBe(0);
    return;
  }
  // Held by a live process with no operator channel: a server still starting, or one older than the channel.
  // A server that answers is src/server/operator/channel.process.test.ts.
  const release = lockDataDir(dataDir);
  try {
    const refused = await cli('list');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `The server (pid ${process.pid}) holds the data directory ${dataDir} but does not answer operator commands`,
    );
  } finally {
    release();
  }
}, 60_000);

it('lists the carriers, names them when one is unknown, and refuses to ship a delivered order', async () => {
  const carriers = await cli('carriers');
  expect(carriers.code).toBe(0);
  expect(carriers.stdout).toMatch(/^UPS\s+https:\/\/www\.ups\.com\/track\?tracknum=\{number\}$/m);

  const unknown = await cli('ship', orderId, '--carrier', 'Pony Express', '--tracking', '1234567890');
  expect(unknown.code).toBe(2);
  expect(unknown.stderr).toContain(
    'Unknown carrier "Pony Express". Known carriers: Aramex, DHL, Egypt Post, Royal Mail, UPS.',
  );

  // The first test delivered the shop's one order.
  const delivered = await cli('ship', orderId, '--carrier', 'dhl', '--tracking', '1234567890');
  expect(delivered.code).toBe(1);
  expect(delivered.stderr).toContain(`order ${orderId} is delivered; it cannot be shipped`);
}, 60_000);
