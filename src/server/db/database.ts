import type { DatabaseAvailability } from './availability';

/**
 * Planner settings every session of the shop's runs with. The catalogue is read all the time, so its pages
 * stay in memory and reading one out of order costs about what reading the next does: PostgreSQL's
 * default random_page_cost (4, priced for spinning disks) made it read all 100,000 products for a broad
 * search word (30 ms) instead of following the trigram index (7 ms). See docs/decisions/0046.
 */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = { random_page_cost: '1.1' };

/** The one data-access surface every repository uses, whichever engine is behind it. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations, test set-up). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Holds a session-level advisory lock while `work` runs (a no-op lock on the embedded engine). */
  withAdvisoryLock<T>(key: number, work: (db: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** Whether the database answers; emits 'down' once per outage and 'up' when it is back. */
  readonly availability: DatabaseAvailability;
}
