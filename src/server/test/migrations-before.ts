import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listMigrations } from '../db/migrate';

/** The migrations before `name`, in a folder of their own: the database as the shop ran before it. */
export function migrationsBefore(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  for (const migration of listMigrations().filter((migration) => migration.name < name))
    writeFileSync(path.join(dir, migration.name), migration.sql);
  return dir;
}
