import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database';
import { listMigrations, migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { openPostgres } from '../db/postgres';
import { createScratchDatabase } from '../db/scratch-database';

const ROOT = path.resolve(__dirname, '../../..');

/**
 * A freshly migrated embedded database, as a dump to start copies from. An empty embedded database spends
 * seconds in initdb before its migrations even start (2.6-4.5 s on a loaded 2-core machine), a copy of a
 * migrated one loads in about one (docs/decisions/0067-ci-time.md). The dump is made once for each PGlite
 * version, engine settings and set of migrations, and kept in .tmp/ for every test file and jest worker.
 */
async function migratedDump(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const source of ['node_modules/@electric-sql/pglite/package.json', 'src/server/db/pglite.ts'])
    hash.update(readFileSync(path.join(ROOT, source)));
  for (const { name, sql } of listMigrations()) hash.update(name).update('\0').update(sql).update('\0');
  const file = path.join(ROOT, '.tmp/test-databases', `${hash.digest('hex').slice(0, 24)}.tar`);
  if (!existsSync(file)) {
    const db = await openPglite();
    await migrate(db);
    const dump = Buffer.from(await (await db.dump()).arrayBuffer());
    await db.close();
    mkdirSync(path.dirname(file), { recursive: true });
    // Written aside, then renamed: a test file in another worker reads a whole dump or none.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
    // Dumps of older migrations are 40 MB each that nothing will read again.
    for (const old of readdirSync(path.dirname(file)))
      if (!file.endsWith(old) && old.endsWith('.tar')) rmSync(path.join(path.dirname(file), old), { force: true });
  }
  return new Blob([readFileSync(file)]);
}

/**
 * Each server test file gets a database of its own: an in-memory PGlite, or, when the suite runs
 * with TEST_DB_ENGINE=postgres, a fresh database created on TEST_DATABASE_URL and dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_ENGINE !== 'postgres') {
    const db = await openPglite(undefined, { from: await migratedDump() });
    // Nothing left to apply (the dump is of these migrations), as on a server restarted on its data.
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
