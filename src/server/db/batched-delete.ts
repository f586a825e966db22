import type { Queryable } from './database';

/**
 * Runs a purge's DELETE, which takes at most `batch` rows (its own LIMIT) and RETURNs them, until it takes
 * fewer: small transactions that never hold many locks at once. Answers how many rows went in all.
 */
export async function deleteInBatches(db: Queryable, sql: string, params: unknown[], batch: number): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await db.query(sql, params);
    deleted += rows.length;
    if (rows.length < batch) return deleted;
  }
}

export interface Expiry {
  table: string;
  /** The columns that name a row (its primary key). */
  key: readonly string[];
  /** The row's time: it goes once that is before the cutoff (a NULL time never goes). */
  time: string;
  cutoff: Date;
  /** The order rows go in, oldest first: `time` unless an index serves another (the events' id). */
  orderBy?: string;
  batch?: number;
}

/**
 * Deletes the rows of a table whose time is before a cutoff, oldest first, a batch at a time (deleteInBatches).
 * SKIP LOCKED leaves a row another transaction holds to a later pass, so a purge never waits on the work that
 * wrote the row, and that work never waits on the purge. Answers how many rows went.
 */
export function deleteOlderThan(
  db: Queryable,
  { table, key, time, cutoff, orderBy = time, batch = 1000 }: Expiry,
): Promise<number> {
  const columns = key.join(', ');
  return deleteInBatches(
    db,
    `DELETE FROM ${table} WHERE (${columns}) IN (
       SELECT ${columns} FROM ${table} WHERE ${time} < $1 ORDER BY ${orderBy} LIMIT ${batch} FOR UPDATE SKIP LOCKED)
     RETURNING 1`,
    [cutoff],
    batch,
  );
}
