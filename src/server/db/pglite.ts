import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DatabaseAvailability } from './availability';
import { type Database, type Queryable, SESSION_SETTINGS } from './database';

const parsers = {
  [types.INT8]: (value: string) => Number(value),
  [types.NUMERIC]: (value: string) => Number(value),
};

/** Opens the embedded engine: in `dataDir` on disk, or in memory when none is given (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm }, parsers });
  const on = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async (sql, params) => (await target.query(sql, params)).rows as never,
    exec: async (sql) => {
      await target.exec(sql);
    },
  });
  const direct = on(db);
  // Its one session, for good.
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) await db.exec(`SET ${name} = ${value}`);
  return {
    kind: 'pglite',
    // In-process: it is there as long as the process is; its errors are answered as 500s with a request id.
    availability: new DatabaseAvailability(),
    ...direct,
    // PGlite has one connection; its transaction() queues other queries until this one ends.
    transaction: (work) => db.transaction((tx) => work(on(tx))),
    // One process owns the data directory (see data-dir-lock), so there is nobody to lock out.
    withAdvisoryLock: (_key, work) => work(direct),
    close: () => db.close(),
  };
}
