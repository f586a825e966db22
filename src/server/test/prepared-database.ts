import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database';
import { listMigrations, migrate } from '../db/migrate';
import { openPglite } from '../db/pglite';
import { seedDemoCatalogue } from '../modules/catalogue/seed';

/**
 * The prepared databases every test copies instead of migrating one of its own (docs/decisions/0067-ci-time.md):
 * the embedded engine's dump and data directory here, PostgreSQL's template database in test-database.ts. This
 * module does not pick an engine, so a test that only gives a process a prepared data directory does not count
 * as reaching a database (scripts/test.ts runs those a second time, on PostgreSQL).
 */

const ROOT = path.resolve(__dirname, '../../..');

export interface TestDatabaseOptions {
  /** With the bundled demo catalogue already in it, as every test app starts (the harness). */
  demoCatalogue?: boolean;
}

/** Every file below a folder that a database's contents can follow from (its tests excluded). */
function sourcesBelow(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|json|sql)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * What a prepared test database is made from: the engine, every migration and, with the demo catalogue,
 * the code and data that import it. A change to any of them makes a new one; nothing stale is ever reused.
 */
export function preparedKey({ demoCatalogue = false }: TestDatabaseOptions): string {
  const hash = createHash('sha256');
  for (const source of ['node_modules/@electric-sql/pglite/package.json', 'src/server/db/pglite.ts'])
    hash.update(readFileSync(path.join(ROOT, source)));
  for (const { name, sql } of listMigrations()) hash.update(name).update('\0').update(sql).update('\0');
  if (demoCatalogue) {
    hash.update('demo catalogue\0');
    for (const file of [...sourcesBelow('src/server/modules/catalogue'), ...sourcesBelow('src/universal')])
      hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 24);
}

/** Migrates a new database and, when asked, puts the demo catalogue in it. */
export async function prepare(db: Database, { demoCatalogue = false }: TestDatabaseOptions): Promise<void> {
  await migrate(db);
  if (demoCatalogue) await seedDemoCatalogue(db);
}

/** Which prepared database: each kind keeps its newest dump or template only. */
export const kindOf = ({ demoCatalogue = false }: TestDatabaseOptions): string => (demoCatalogue ? 'demo' : 'migrated');

/**
 * A prepared embedded database, as a dump to start copies from. An empty embedded database spends
 * seconds in initdb before its migrations even start (2.6-4.5 s on a loaded 2-core machine), a copy of a
 * migrated one loads in about one (docs/decisions/0067-ci-time.md). The dump is made once for each key
 * (preparedKey) and kept in .tmp/ for every test file and jest worker.
 */
export async function preparedDump(options: TestDatabaseOptions): Promise<Blob> {
  const dir = path.join(ROOT, '.tmp/test-databases');
  const name = `${kindOf(options)}-${preparedKey(options)}.tar`;
  const file = path.join(dir, name);
  if (!existsSync(file)) {
    const db = await openPglite();
    await prepare(db, options);
    const dump = Buffer.from(await (await db.dump()).arrayBuffer());
    await db.close();
    mkdirSync(dir, { recursive: true });
    // Written aside, then renamed: a test file in another worker reads a whole dump or none.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
    // Older dumps of the same kind are 40 MB each that nothing will read again.
    for (const old of readdirSync(dir))
      if (old !== name && old.startsWith(`${kindOf(options)}-`) && old.endsWith('.tar'))
        rmSync(path.join(dir, old), { force: true });
  }
  return new DumpBytes(readFileSync(file));
}

/**
 * A dump as PGlite reads it: it asks a Blob only for its bytes. Node's own Blob hands a 64 MB dump back in
 * 64 KiB reads and a concatenation, which cost about 3 s of CPU for every test database opened (more than
 * the rest of the copy); these bytes are already in memory, so they are handed over as they are.
 */
class DumpBytes extends Blob {
  readonly #dump: Buffer;

  constructor(dump: Buffer) {
    super([], { type: 'application/x-tar' });
    this.#dump = dump;
  }

  override get size(): number {
    return this.#dump.byteLength;
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.#dump;
    // A file this size is read into a buffer of its own: no copy is needed to hand over just its bytes.
    const whole = byteOffset === 0 && byteLength === buffer.byteLength;
    return (whole ? buffer : buffer.slice(byteOffset, byteOffset + byteLength)) as ArrayBuffer;
  }
}

/**
 * The dump opened once into a data directory of its own, kept beside it: a server's data directory gets a
 * copy of the files (a tenth of a second) instead of an initdb and every migration (about 9 s of CPU).
 */
async function preparedDirectory(options: TestDatabaseOptions): Promise<string> {
  const dir = path.join(ROOT, '.tmp/test-databases');
  const name = `${kindOf(options)}-${preparedKey(options)}.dir`;
  const prepared = path.join(dir, name);
  if (existsSync(prepared)) return prepared;
  // Opened aside, then renamed: a test file in another worker copies a whole directory or makes its own.
  const partial = `${prepared}.${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  const db = await openPglite(partial, { from: await preparedDump(options) });
  await db.close();
  try {
    renameSync(partial, prepared);
  } catch {
    rmSync(partial, { recursive: true, force: true }); // Another worker's is there already.
  }
  for (const old of readdirSync(dir))
    if (old !== name && old.startsWith(`${kindOf(options)}-`) && old.endsWith('.dir'))
      rmSync(path.join(dir, old), { recursive: true, force: true });
  return prepared;
}

/**
 * Gives a server's data directory (DATA_DIR) a prepared embedded database, as a shop restarted on its data
 * has one: the server or operator command that opens it next migrates nothing. For the tests that start
 * processes on the embedded engine; a first start on an empty directory stays the browser tests' and
 * src/server/main.process.test.ts's.
 */
export async function copyPreparedDatabase(dataDir: string, options: TestDatabaseOptions = {}): Promise<void> {
  cpSync(await preparedDirectory(options), path.join(dataDir, 'db'), { recursive: true });
}
