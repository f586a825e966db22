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
