import type { Database } from '../../db/database';
import type { SettingsRegion } from '../../../universal/contracts/admin/settings';
import { regionsRepository } from './repository';

/** Every region as the console shows it: its countries with their tax, its options and its cash on delivery. */
export async function consoleRegions(db: Database): Promise<SettingsRegion[]> {
  const regions = await regionsRepository(db).regions();
  return regions.map((region) => ({
    id: region.id,
    name: region.name,
    currency: region.currency,
    tax: region.tax,
    countries: region.countries.map(({ country, rateBasisPoints }) => ({ country, rateBasisPoints })),
    shipping: region.shipping,
    cashOnDeliveryFeeCents: region.cashOnDelivery?.feeCents ?? null,
  }));
}
