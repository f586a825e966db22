import type { Database } from '../../db/database';
import type { DeliveryTermsRegion } from '../../../universal/contracts/admin/delivery-terms';
import type { SettingsRegion } from '../../../universal/contracts/admin/settings';
import type { IsoDay } from '../../../universal/delivery-dates';
import { type Region, regionsRepository } from './repository';

/** How far ahead the console and `npm run regions -- list` show each region's holidays: a year. */
export const LISTED_HOLIDAY_DAYS = 366;

const settingsRegion = (region: Region): SettingsRegion => ({
  id: region.id,
  name: region.name,
  currency: region.currency,
  tax: region.tax,
  countries: region.countries.map(({ country, rateBasisPoints }) => ({ country, rateBasisPoints })),
  shipping: region.shipping,
  cashOnDeliveryFeeCents: region.cashOnDelivery?.feeCents ?? null,
});

/** Every region as the console shows it: its countries with their tax, its options and its cash on delivery. */
export async function consoleRegions(db: Database): Promise<SettingsRegion[]> {
  return (await regionsRepository(db).regions()).map(settingsRegion);
}

/**
 * Every region as the delivery terms screen shows it: the settings' view, with cash on delivery's order limits,
 * the returns' address, instructions and pickups, and its holidays from the shop's `today` a year ahead.
 */
export async function deliveryTermsRegions(db: Database, today: IsoDay): Promise<DeliveryTermsRegion[]> {
  const repository = regionsRepository(db);
  const regions = await repository.regions();
  const holidays = await repository.holidays(today, LISTED_HOLIDAY_DAYS);
  return regions.map((region) => ({
    ...settingsRegion(region),
    codMinOrderCents: region.cashOnDelivery?.minOrderCents ?? null,
    codMaxOrderCents: region.cashOnDelivery?.maxOrderCents ?? null,
    returnAddress: region.returnAddress,
    returnInstructions: region.returnInstructions,
    returnPickups: region.returnPickups,
    holidays: holidays.filter((holiday) => holiday.regionId === region.id).map(({ day, name }) => ({ day, name })),
  }));
}
