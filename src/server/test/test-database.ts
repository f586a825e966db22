import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { createScratchDatabase } from '../db/scratch-database';

/**
 * Each server test file gets a database of its own: an in-memory PGlite, or, when the suite runs
 * with TEST_DB_ENGINE=postgres, a fresh database created on TEST_DATABASE_URL and dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_ENGINE !== 'postgres') {
    const db = await openPglite();
    await migrate(db);
    return db;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_ENGINE=postgres needs TEST_DATABASE_URL');
  const scratch = await createScratchDatabase(adminUrl, 'test');
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
