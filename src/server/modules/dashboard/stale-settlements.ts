import type { Queryable } from '../../db/database';
import type { Dashboard } from '../../../universal/contracts/admin/dashboard';
import { ratesRepository, staleRates } from '../rates';
import { regionsRepository } from '../regions';

/**
 * The currencies regions charge in whose rate is older than `maxAgeHours` (or was never set), each with those
 * regions: checkout there refuses a price converted from dollars (503 RATES_STALE) until an owner sets the
 * rate (issue 50). US dollars need no rate; a currency no region charges in is only shown, never charged.
 */
export async function staleSettlements(
  db: Queryable,
  now: Date,
  maxAgeHours: number,
): Promise<NonNullable<Dashboard['staleRates']>> {
  const stale = staleRates(await ratesRepository(db).list(), now, maxAgeHours);
  if (stale.length === 0) return [];
  const regions = await regionsRepository(db).regions();
  return stale
    .map((rate) => ({
      currency: rate.currency,
      setAt: rate.setAt,
      regions: regions
        .filter((region) => region.currency === rate.currency)
        .map((region) => ({ id: region.id, name: region.name })),
    }))
    .filter((entry) => entry.regions.length > 0);
}
