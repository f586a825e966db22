import type { DatabaseAvailability } from './availability';

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
