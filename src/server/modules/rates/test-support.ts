import type { Queryable } from '../../db/database';

/**
 * The demo rates' date as migration 013 ships them, 22 hours before the test clock starts. Migration 052 dates
 * them when it runs (a new shop sells until they age); a test of their age dates them back here first.
 */
export const DEMO_RATES_SET_AT = '2026-11-20T12:00:00.000Z';

export async function dateDemoRates(db: Queryable): Promise<void> {
  await db.query('UPDATE exchange_rates SET set_at = $1', [DEMO_RATES_SET_AT]);
}
