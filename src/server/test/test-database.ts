import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { createScratchDatabase, databaseUrl, onServer } from '../db/scratch-database';
import { kindOf, prepare, preparedDump, preparedKey, type TestDatabaseOptions } from './prepared-database';

const TEMPLATE_PREFIX = 'storefront_template_';

/**
 * The PostgreSQL twin of the dump: a prepared database that each test file's database is copied from
 * (CREATE DATABASE … TEMPLATE), instead of running every migration (and the demo seed) again. Made once per
 * key by the first worker to need it, under an advisory lock, and renamed into place only when whole.
 */
async function preparedTemplate(adminUrl: string, options: TestDatabaseOptions): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${kindOf(options)}_${preparedKey(options)}`;
  await onServer(adminUrl, async (admin) => {
    await admin.query("SELECT pg_advisory_lock(hashtext('storefront test templates'))");
    try {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (found.rowCount) return;
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const db = openPostgres(databaseUrl(adminUrl, building), 2);
      try {
        await prepare(db, options);
      } finally {
        await db.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
      // Older templates of the same kind (other migrations or sources); one still being copied stays.
      const older = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> $2',
        [`${TEMPLATE_PREFIX}${kindOf(options)}\\_%`, template],
      );
      for (const { datname } of older.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => {});
    } finally {
      await admin.query("SELECT pg_advisory_unlock(hashtext('storefront test templates'))");
    }
  });
  return template;
}

/**
 * Each server test file gets a database of its own: an in-memory PGlite, or, when the suite runs
 * with TEST_DB_ENGINE=postgres, a fresh database created on TEST_DATABASE_URL and dropped afterwards.
 * Either starts as a copy of a prepared one: migrated, and with the demo catalogue when asked.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  if (process.env.TEST_DB_ENGINE !== 'postgres') {
    const db = await openPglite(undefined, { from: await preparedDump(options) });
    // Nothing left to apply (the dump is of these migrations), as on a server restarted on its data.
    await migrate(db);
    return db;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const template = await preparedTemplate(adminUrl, options);
  const scratch = await createScratchDatabase(adminUrl, 'test', { template });
  const db = openPostgres(scratch.url, 5);
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      await scratch.drop();
    },
  };
}

/**
 * The test file's own database (migrated, no catalogue unless asked), opened before its tests and closed after
 * them: `const t = withTestDatabase()` at the top of the file, `t.db` inside tests and hooks.
 */
export function withTestDatabase(options: TestDatabaseOptions = {}): { readonly db: Database } {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await openTestDatabase(options);
  });
  afterAll(() => db?.close());
  return {
    get db(): Database {
      if (!db) throw new Error('the test database is opened in beforeAll: read it inside tests and hooks');
      return db;
    },
  };
}
