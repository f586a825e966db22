import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
/** Arbitrary constant shared by every instance: only one of them migrates at a time. */
const MIGRATION_LOCK_KEY = 724_311_001;

/**
 * Migrations given a new number after they shipped (two shared 012), by their new name: the name a
 * database that applied one recorded then. Such a database has it applied, under the name it knows.
 * Its row keeps the old name: an instance of the previous release, started during a rolling deploy,
 * looks for that one.
 */
const FORMER_NAMES: Readonly<Record<string, string>> = {
  '014_product_list_price_brand.sql': '012_product_list_price_brand.sql',
};

export function listMigrations(dir = MIGRATIONS_DIR): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
}

/** Applies the migrations not applied yet, each in its own transaction; returns their names. */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  return db.withAdvisoryLock(MIGRATION_LOCK_KEY, async (locked) => {
    await locked.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await locked.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
    );
    const applied: string[] = [];
    for (const migration of listMigrations(dir)) {
      const former = FORMER_NAMES[migration.name];
      if (done.has(migration.name) || (former !== undefined && done.has(former))) continue;
      await locked.query('BEGIN');
      try {
        await locked.exec(migration.sql);
        await locked.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
        await locked.query('COMMIT');
      } catch (error) {
        await locked.query('ROLLBACK');
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
      applied.push(migration.name);
    }
    return applied;
  });
}
