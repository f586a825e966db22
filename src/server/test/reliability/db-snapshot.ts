import type { Queryable } from '../../db/database';

/** Every table a shopper's request can change. */
export const SHOPPER_TABLES = [
  'users',
  'password_resets',
  'cart_items',
  'cart_versions',
  'wishlist_items',
  'orders',
  'order_items',
  'idempotency_keys',
  'mail_outbox',
  'domain_events',
];
/** Tables no request may change at all; cheap enough to check less often. */
export const FIXED_TABLES = ['settings', 'products'];

/** Row count and a checksum of every row's full text, per table. */
export type Snapshot = Record<string, { rows: number; checksum: string }>;

/**
 * One statement, so a snapshot costs one round trip. The checksum is a sum of 64-bit hashes of
 * each row's text: independent of row order and far cheaper than md5 over the sorted rows.
 */
function snapshotSql(tables: string[]): string {
  return tables
    .map(
      (table) =>
        `SELECT '${table}' AS name, count(*)::int AS rows, coalesce(sum(hashtextextended(t::text, 0)), 0)::text AS checksum FROM ${table} t`,
    )
    .join(' UNION ALL ');
}
const SHOPPER_SQL = snapshotSql(SHOPPER_TABLES);
const ALL_SQL = snapshotSql([...SHOPPER_TABLES, ...FIXED_TABLES]);

export async function snapshot(db: Queryable, scope: 'shopper' | 'all' = 'shopper'): Promise<Snapshot> {
  const rows = await db.query<{ name: string; rows: number; checksum: string }>(
    scope === 'all' ? ALL_SQL : SHOPPER_SQL,
  );
  return Object.fromEntries(rows.map((row) => [row.name, { rows: row.rows, checksum: row.checksum }]));
}

/** The tables whose rows differ, e.g. ["cart_items (2 -> 3 rows)"]. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return Object.keys(before)
    .filter((name) => before[name]?.checksum !== after[name]?.checksum)
    .map((name) => `${name} (${before[name]?.rows} -> ${after[name]?.rows} rows)`);
}
