import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DatabaseAvailability } from './availability';
import { type Database, type Queryable, SESSION_SETTINGS } from './database';

const parsers = {
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => Number(value),
};

/**
 * The embedded engine's server settings. PostgreSQL's default 128 MB of shared buffers is a block of
 * the engine's WebAssembly memory that fills as tables are read and is never given back; the data
 * directory's files stay in the operating system's page cache beneath it, outside the process. With
 * 32 MB, reading 100,000 products left the process at 372 MB instead of 484, and the SQL path's
 * queries took the same time (docs/decisions/0048-server-memory.md).
 */
export const EMBEDDED_SETTINGS: readonly string[] = ['shared_buffers = 32MB'];

/** The PGlite instance behind each embedded database: the job queue speaks to it directly (src/server/jobs). */
const engines = new WeakMap<Database, PGlite>();

/** The engine under an embedded database; undefined for PostgreSQL. */
export function embeddedEngine(db: Database): PGlite | undefined {
  return engines.get(db);
}

/** The embedded engine, which can also hand over its whole data directory as one file. */
export interface EmbeddedDatabase extends Database {
  /** The data directory as a tarball, which `openPglite(dataDir, { from })` starts a copy from. */
  dump(): Promise<Blob>;
}

/**
 * Opens the embedded engine: in `dataDir` on disk, or in memory when none is given (tests); `from` is a
 * dump() to start from instead of an empty cluster (tests: a migrated copy spares each one initdb).
 */
export async function openPglite(dataDir?: string, { from }: { from?: Blob } = {}): Promise<EmbeddedDatabase> {
  const db = await PGlite.create({
    dataDir,
    loadDataDir: from,
    extensions: { pg_trgm },
    parsers,
    postgresqlconf: [...EMBEDDED_SETTINGS],
  });
  const on = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async (sql, params) => (await target.query(sql, params)).rows as never,
    exec: async (sql) => {
      await target.exec(sql);
    },
  });
  const direct = on(db);
  // Its one session, for good.
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) await db.exec(`SET ${name} = ${value}`);
  const embedded: EmbeddedDatabase = {
    kind: 'pglite',
    // In-process: it is there as long as the process is; its errors are answered as 500s with a request id.
    availability: new DatabaseAvailability(),
    ...direct,
    // PGlite has one connection; its transaction() queues other queries until this one ends.
    transaction: (work) => db.transaction((tx) => work(on(tx))),
    // One process owns the data directory (see data-dir-lock), so there is nobody to lock out.
    withAdvisoryLock: (_key, work) => work(direct),
    close: () => db.close(),
    dump: () => db.dumpDataDir('none'),
  };
  engines.set(embedded, db);
  return embedded;
}
