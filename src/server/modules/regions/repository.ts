import {
  type CashOnDelivery,
  DELIVERY_OPTIONS,
  type DeliveryOption,
  type DeliveryTerms,
  type ShippingRate,
  type TaxKind,
  type TaxRule,
} from '../../../universal/delivery-terms';
import { HOLIDAY_HORIZON_DAYS, type IsoDay } from '../../../universal/delivery-dates';
import type { Queryable } from '../../db/database';
import type { Currency } from '../../../universal/i18n/money';

interface ShippingRow {
  option: DeliveryOption;
  price_cents: number;
  free_over_cents: number | null;
  min_days: number;
  max_days: number;
  cutoff_hour: number;
  working_days: string;
}

interface TermsRow extends ShippingRow {
  country: string;
  region_id: string;
  currency: Currency;
  tax_kind: TaxKind;
  tax_included: boolean;
  tax_rate_bp: number;
  cash_on_delivery: boolean;
  cod_fee_cents: number | null;
  cod_min_order_cents: number | null;
  cod_max_order_cents: number | null;
  holidays: string[];
}

type CashOnDeliveryColumns = Pick<
  TermsRow,
  'cash_on_delivery' | 'cod_fee_cents' | 'cod_min_order_cents' | 'cod_max_order_cents'
>;

/** A region's cash on delivery from its columns: the fee (none is 0) and its limits, or null where it is not taken. */
const cashOnDeliveryOf = (row: CashOnDeliveryColumns): CashOnDelivery | null =>
  row.cash_on_delivery
    ? {
        feeCents: row.cod_fee_cents ?? 0,
        ...(row.cod_min_order_cents !== null && { minOrderCents: row.cod_min_order_cents }),
        ...(row.cod_max_order_cents !== null && { maxOrderCents: row.cod_max_order_cents }),
      }
    : null;

/**
 * Each country's terms, a row per shipping rate, with its region's holidays from day $1 on for
 * HOLIDAY_HORIZON_DAYS ($2), ascending: one statement, as checkout reads it in its transaction.
 */
const TERMS_SQL = `
  SELECT c.country, c.region_id, r.currency, r.tax_kind, r.tax_included, c.tax_rate_bp, r.cash_on_delivery, r.cod_fee_cents,
         r.cod_min_order_cents, r.cod_max_order_cents,
         s.option, s.price_cents, s.free_over_cents, s.min_days, s.max_days, s.cutoff_hour, s.working_days,
         ARRAY(SELECT h.day::text FROM region_holidays h
               WHERE h.region_id = c.region_id AND h.day >= $1::date AND h.day < $1::date + $2::integer
               ORDER BY h.day) AS holidays
  FROM region_countries c
  JOIN regions r ON r.id = c.region_id
  JOIN shipping_rates s ON s.region_id = c.region_id`;

const rateOf = (row: ShippingRow): ShippingRate => ({
  option: row.option,
  priceCents: row.price_cents,
  freeOverCents: row.free_over_cents,
  minDays: row.min_days,
  maxDays: row.max_days,
  cutoffHour: row.cutoff_hour,
  workingDays: [...row.working_days].map(Number),
});

/** Sorts rates in the shop's order of options (standard, express, same-day). */
const inOptionOrder = (a: ShippingRate, b: ShippingRate) =>
  DELIVERY_OPTIONS.indexOf(a.option) - DELIVERY_OPTIONS.indexOf(b.option);

/**
 * One country's terms from its rows (one a shipping rate), rates in the shop's order of options, with
 * its region's holidays.
 */
function termsOf(rows: TermsRow[]): DeliveryTerms[] {
  const byCountry = new Map<string, DeliveryTerms>();
  for (const row of rows) {
    let terms = byCountry.get(row.country);
    if (!terms) {
      terms = {
        country: row.country,
        regionId: row.region_id,
        currency: row.currency,
        tax: { kind: row.tax_kind, rateBasisPoints: row.tax_rate_bp, included: row.tax_included },
        shipping: [],
        cashOnDelivery: cashOnDeliveryOf(row),
        holidays: row.holidays,
      };
      byCountry.set(row.country, terms);
    }
    terms.shipping.push(rateOf(row));
  }
  for (const terms of byCountry.values()) terms.shipping.sort(inOptionOrder);
  return [...byCountry.values()].sort((a, b) => a.country.localeCompare(b.country));
}

/** How a region taxes: 'vat' inside the shown prices, or 'sales-tax' added at checkout. */
export type RegionTax = Pick<TaxRule, 'kind' | 'included'>;

/** A country the shop delivers to, the region it is in and the tax it pays (1400 is 14 %). */
export interface CountryTax {
  country: string;
  regionId: string;
  rateBasisPoints: number;
}

export interface RegionHead {
  id: string;
  name: string;
  tax: RegionTax;
}

/** A region with what it charges in: its delivery prices, thresholds and fee are minor units of it. */
export interface SettledRegion extends RegionHead {
  currency: Currency;
}

/** A region as the operator sets it: its tax, its countries and the delivery options it offers. */
export interface Region extends SettledRegion {
  countries: CountryTax[];
  /** In the shop's order of options; none only for a region just added. */
  shipping: ShippingRate[];
  /** Its shoppers may pay the courier in cash, for this fee; null: online only. */
  cashOnDelivery: CashOnDelivery | null;
  /** Where its shoppers send a return's parcel (the approval mail says it); null: none set. */
  returnAddress: string | null;
  /** What to do with the parcel besides its address (the region's own words), mailed with it; null: none. */
  returnInstructions: string | null;
  /** Whether approving one of its returns books a carrier pickup (return_pickups, docs/decisions/0124). */
  returnPickups: boolean;
}

/** Where a region's returns go and how: what approving one of its returns tells the shopper and does. */
export type ReturnLogistics = Pick<Region, 'returnAddress' | 'returnInstructions' | 'returnPickups'>;

interface RegionRow extends CashOnDeliveryColumns {
  id: string;
  name: string;
  currency: Currency;
  tax_kind: TaxKind;
  tax_included: boolean;
  return_address: string | null;
  return_instructions: string | null;
  return_pickups: boolean;
}

interface CountryRow {
  country: string;
  region_id: string;
  tax_rate_bp: number;
}

const REGION_COLUMNS =
  'id, name, currency, tax_kind, tax_included, cash_on_delivery, cod_fee_cents, cod_min_order_cents, ' +
  'cod_max_order_cents, return_address, ' +
  'return_instructions, return_pickups';
const COUNTRY_COLUMNS = 'country, region_id, tax_rate_bp';
const SHIPPING_COLUMNS = 'option, price_cents, free_over_cents, min_days, max_days, cutoff_hour, working_days';

const regionOf = (row: RegionRow): SettledRegion => ({
  id: row.id,
  name: row.name,
  currency: row.currency,
  tax: { kind: row.tax_kind, included: row.tax_included },
});

const logisticsOf = (row: RegionRow): ReturnLogistics => ({
  returnAddress: row.return_address,
  returnInstructions: row.return_instructions,
  returnPickups: row.return_pickups,
});

const countryOf = (row: CountryRow): CountryTax => ({
  country: row.country,
  regionId: row.region_id,
  rateBasisPoints: row.tax_rate_bp,
});

/** A public holiday of a region: nothing leaves or arrives that day. */
export interface Holiday {
  regionId: string;
  day: IsoDay;
  name: string;
}

interface HolidayRow {
  region_id: string;
  day: string;
  name: string;
}

// The day as text: a date column read as a JavaScript Date would be midnight in the server's zone.
const HOLIDAY_COLUMNS = 'region_id, day::text AS day, name';

const holidayOf = (row: HolidayRow): Holiday => ({ regionId: row.region_id, day: row.day, name: row.name });

/** ISO weekdays as the column holds them: sorted digits, each once ('12347'). */
const workingDaysColumn = (days: readonly number[]) => [...new Set(days)].sort((a, b) => a - b).join('');

/** The regions tables (owned here): what delivering to each country costs and takes. */
export function regionsRepository(db: Queryable) {
  return {
    /**
     * Every country the shop delivers to (a country whose region offers no rate is not one), with the
     * holidays from `today` (the shop's) on.
     */
    async deliveryTerms(today: IsoDay): Promise<DeliveryTerms[]> {
      return termsOf(await db.query<TermsRow>(TERMS_SQL, [today, HOLIDAY_HORIZON_DAYS]));
    },

    /** One country's terms, read in the caller's transaction (checkout prices by them); undefined: not delivered to. */
    async termsFor(country: string, today: IsoDay): Promise<DeliveryTerms | undefined> {
      const rows = await db.query<TermsRow>(`${TERMS_SQL} WHERE c.country = $3`, [
        today,
        HOLIDAY_HORIZON_DAYS,
        country,
      ]);
      return termsOf(rows)[0];
    },

    // The operator's half (`npm run regions`, modules/regions/operator.ts): each change runs in one
    // transaction, and locks what its checks read (a region's row, or the countries) until it commits.

    /** Every region with its countries and options, by id (one statement at a time: it may run in a transaction). */
    async regions(): Promise<Region[]> {
      const regions = await db.query<RegionRow>(`SELECT ${REGION_COLUMNS} FROM regions ORDER BY id`);
      const countries = await db.query<CountryRow>(`SELECT ${COUNTRY_COLUMNS} FROM region_countries ORDER BY country`);
      const rates = await db.query<ShippingRow & { region_id: string }>(
        `SELECT region_id, ${SHIPPING_COLUMNS} FROM shipping_rates`,
      );
      return regions.map((row) => ({
        ...regionOf(row),
        cashOnDelivery: cashOnDeliveryOf(row),
        ...logisticsOf(row),
        countries: countries.filter((country) => country.region_id === row.id).map(countryOf),
        shipping: rates
          .filter((rate) => rate.region_id === row.id)
          .map(rateOf)
          .sort(inOptionOrder),
      }));
    },

    /** A region, its row locked until the transaction ends; undefined when there is none. */
    async lockRegion(
      id: string,
    ): Promise<(SettledRegion & Pick<Region, 'cashOnDelivery'> & ReturnLogistics) | undefined> {
      const [row] = await db.query<RegionRow>(`SELECT ${REGION_COLUMNS} FROM regions WHERE id = $1 FOR UPDATE`, [id]);
      return row && { ...regionOf(row), cashOnDelivery: cashOnDeliveryOf(row), ...logisticsOf(row) };
    },

    /** Adds a region with no countries and no options; false when the id is taken. */
    async addRegion(region: SettledRegion): Promise<boolean> {
      const added = await db.query(
        `INSERT INTO regions (id, name, tax_kind, tax_included, currency) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [region.id, region.name, region.tax.kind, region.tax.included, region.currency],
      );
      return added.length > 0;
    },

    /**
     * Lets a region's shoppers pay on delivery, for a fee (0: none) within its order limits, or stops it (null:
     * its limits go with it).
     */
    async setCashOnDelivery(regionId: string, cod: CashOnDelivery | null): Promise<void> {
      await db.query(
        `UPDATE regions SET cash_on_delivery = $2, cod_fee_cents = $3, cod_min_order_cents = $4,
           cod_max_order_cents = $5 WHERE id = $1`,
        [
          regionId,
          cod !== null,
          cod === null || cod.feeCents === 0 ? null : cod.feeCents,
          cod?.minOrderCents ?? null,
          cod?.maxOrderCents ?? null,
        ],
      );
    },

    /**
     * Where the region's shoppers send a return's parcel and what to do with it (null: none; the approval mail
     * says none), and whether approving one of its returns books a carrier pickup.
     */
    async setReturnLogistics(regionId: string, logistics: ReturnLogistics): Promise<void> {
      await db.query(
        'UPDATE regions SET return_address = $2, return_instructions = $3, return_pickups = $4 WHERE id = $1',
        [regionId, logistics.returnAddress, logistics.returnInstructions, logistics.returnPickups],
      );
    },

    /** Where returns of the region delivering to `country` go and how; undefined where no region does. */
    async returnLogisticsFor(country: string): Promise<ReturnLogistics | undefined> {
      const [row] = await db.query<RegionRow>(
        `SELECT r.return_address, r.return_instructions, r.return_pickups
         FROM region_countries c JOIN regions r ON r.id = c.region_id WHERE c.country = $1`,
        [country],
      );
      return row && logisticsOf(row);
    },

    /** The currency the region charges in (the caller converts its amounts with it). */
    async setCurrency(regionId: string, currency: Currency): Promise<void> {
      await db.query('UPDATE regions SET currency = $2 WHERE id = $1', [regionId, currency]);
    },

    /** Removes a region and its options (the caller checked it holds no country). */
    async removeRegion(id: string): Promise<void> {
      await db.query('DELETE FROM regions WHERE id = $1', [id]);
    },

    /** Every country the shop delivers to, by code, their rows locked (a change to one checks the others). */
    async lockCountries(): Promise<CountryTax[]> {
      const rows = await db.query<CountryRow>(
        `SELECT ${COUNTRY_COLUMNS} FROM region_countries ORDER BY country FOR UPDATE`,
      );
      return rows.map(countryOf);
    },

    /** Puts a country in a region at a tax rate, moving it from any other region. */
    async placeCountry(country: CountryTax): Promise<void> {
      await db.query(
        `INSERT INTO region_countries (country, region_id, tax_rate_bp) VALUES ($1, $2, $3)
         ON CONFLICT (country) DO UPDATE SET region_id = EXCLUDED.region_id, tax_rate_bp = EXCLUDED.tax_rate_bp`,
        [country.country, country.regionId, country.rateBasisPoints],
      );
    },

    /** The shop stops delivering to a country. */
    async removeCountry(country: string): Promise<void> {
      await db.query('DELETE FROM region_countries WHERE country = $1', [country]);
    },

    /** The options a region offers, in the shop's order (read under its locked row). */
    async shippingRates(regionId: string): Promise<ShippingRate[]> {
      const rows = await db.query<ShippingRow>(`SELECT ${SHIPPING_COLUMNS} FROM shipping_rates WHERE region_id = $1`, [
        regionId,
      ]);
      return rows.map(rateOf).sort(inOptionOrder);
    },

    /** Adds an option to a region, or replaces its terms. */
    async saveShippingRate(regionId: string, rate: ShippingRate): Promise<void> {
      await db.query(
        `INSERT INTO shipping_rates (region_id, ${SHIPPING_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (region_id, option) DO UPDATE SET price_cents = EXCLUDED.price_cents,
           free_over_cents = EXCLUDED.free_over_cents, min_days = EXCLUDED.min_days, max_days = EXCLUDED.max_days,
           cutoff_hour = EXCLUDED.cutoff_hour, working_days = EXCLUDED.working_days`,
        [
          regionId,
          rate.option,
          rate.priceCents,
          rate.freeOverCents,
          rate.minDays,
          rate.maxDays,
          rate.cutoffHour,
          workingDaysColumn(rate.workingDays),
        ],
      );
    },

    /** Takes an option away from a region (the caller checked another remains). */
    async removeShippingRate(regionId: string, option: DeliveryOption): Promise<void> {
      await db.query('DELETE FROM shipping_rates WHERE region_id = $1 AND option = $2', [regionId, option]);
    },

    /** How many regions there are, every row locked in id order (one may not go while it is the last). */
    async lockRegionCount(): Promise<number> {
      return (await db.query<{ id: string }>('SELECT id FROM regions ORDER BY id FOR UPDATE')).length;
    },

    /** Every region's holidays from `from` until `days` later, by day then region. */
    async holidays(from: IsoDay, days: number): Promise<Holiday[]> {
      const rows = await db.query<HolidayRow>(
        `SELECT ${HOLIDAY_COLUMNS} FROM region_holidays
         WHERE day >= $1::date AND day < $1::date + $2::integer ORDER BY day, region_id`,
        [from, days],
      );
      return rows.map(holidayOf);
    },

    /** A region's holiday on a day, if it has one (read under the region's locked row). */
    async holiday(regionId: string, day: IsoDay): Promise<Holiday | undefined> {
      const [row] = await db.query<HolidayRow>(
        `SELECT ${HOLIDAY_COLUMNS} FROM region_holidays WHERE region_id = $1 AND day = $2::date`,
        [regionId, day],
      );
      return row && holidayOf(row);
    },

    /** Makes a day a holiday of a region, or renames the one it is. */
    async saveHoliday(holiday: Holiday): Promise<void> {
      await db.query(
        `INSERT INTO region_holidays (region_id, day, name) VALUES ($1, $2::date, $3)
         ON CONFLICT (region_id, day) DO UPDATE SET name = EXCLUDED.name`,
        [holiday.regionId, holiday.day, holiday.name],
      );
    },

    /** The day is no longer a holiday of the region. */
    async removeHoliday(regionId: string, day: IsoDay): Promise<void> {
      await db.query('DELETE FROM region_holidays WHERE region_id = $1 AND day = $2::date', [regionId, day]);
    },
  };
}

export type RegionsRepository = ReturnType<typeof regionsRepository>;
