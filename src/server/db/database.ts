import type { DatabaseAvailability } from './availability';

/**
 * Planner settings every session of the shop's runs with. The catalogue is read all the time, so its pages
 * stay in memory and reading one out of order costs about what reading the next does: PostgreSQL's
 * default random_page_cost (4, priced for spinning disks) made it read all 100,000 products for a broad
 * search word (30 ms) instead of following the trigram index (7 ms). See docs/decisions/0046.
 * No JIT compilation: at a million products a catalogue query's estimated cost passes jit_above_cost and
 * each one spent ~40 ms compiling to save less than that (docs/decisions/0085).
 */
export const SESSION_SETTINGS: Readonly<Record<string, string>> = { random_page_cost: '1.1', jit: 'off' };

const preparedNames = new Map<string, string>();

/**
 * Marks a statement the shop runs on nearly every signed-in request (the session check, the cart) and
 * answers its text unchanged. On PostgreSQL such a statement is prepared once per connection under a
 * name of its own and then only bound and run: parsing and planning it every time was a third of
 * PostgreSQL's work on a cart read (docs/decisions/0049). Only fixed texts whose best plan does not
 * depend on their values belong here (key lookups): a prepared statement may settle on one generic
 * plan. Name columns rather than `*`, or a column added by a newer instance's migration would break
 * the older instances' prepared statements.
 */
export function prepared(sql: string): string {
  if (!preparedNames.has(sql)) preparedNames.set(sql, `storefront_${preparedNames.size + 1}`);
  return sql;
}

/** The name a statement is prepared under, if it was marked with prepared(). */
export function preparedName(sql: string): string | undefined {
  return preparedNames.get(sql);
}

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
