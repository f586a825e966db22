import { CHARGE_CURRENCY, type Currency, isCurrency } from '../../../universal/i18n/money';
import { prepared, type Queryable } from '../../db/database';
import { BASE_CURRENCY, BASE_PRICE_BOOK, type PriceBook, type RoundingRule } from '../../../universal/settlement';

export interface StoredRate {
  currency: Exclude<Currency, typeof CHARGE_CURRENCY>;
  unitsPerUsd: number;
  setAt: Date;
}

interface RateRow {
  currency: string;
  units_per_usd: string | number;
  set_at: Date | string;
}

const toRate = (row: RateRow): StoredRate => ({
  currency: row.currency as StoredRate['currency'],
  unitsPerUsd: Number(row.units_per_usd),
  setAt: new Date(row.set_at),
});

/** A currency the rates table holds: every display currency but the one the shop charges in. */
export function isRateCurrency(value: string): value is StoredRate['currency'] {
  return isCurrency(value) && value !== CHARGE_CURRENCY;
}

// Prepared: checkout reads it for every order charged in a currency other than dollars.
const PRICE_BOOK = prepared(
  `SELECT asked.currency, x.units_per_usd, x.set_at, c.rounding
   FROM (SELECT $1::text AS currency) AS asked
   LEFT JOIN exchange_rates x ON x.currency = asked.currency
   LEFT JOIN currency_rules c ON c.currency = asked.currency`,
);

export function ratesRepository(db: Queryable) {
  return {
    async list(): Promise<StoredRate[]> {
      const rows = await db.query<RateRow>(
        'SELECT currency, units_per_usd, set_at FROM exchange_rates ORDER BY currency',
      );
      return rows.map(toRate);
    },

    /** Every rate, the rows locked until the transaction ends (a change reads what it replaces). */
    async listLocked(): Promise<StoredRate[]> {
      const rows = await db.query<RateRow>(
        'SELECT currency, units_per_usd, set_at FROM exchange_rates ORDER BY currency FOR UPDATE',
      );
      return rows.map(toRate);
    },

    /** How each currency rounds a converted price (currency_rules, migration 052). */
    async roundingRules(): Promise<Record<string, RoundingRule>> {
      const rows = await db.query<{ currency: string; rounding: RoundingRule }>(
        'SELECT currency, rounding FROM currency_rules ORDER BY currency',
      );
      return Object.fromEntries(rows.map((row) => [row.currency, row.rounding]));
    },

    /**
     * What prices a currency now, read in the caller's transaction (checkout prices by it): the base's book for US
     * dollars, else the currency's rate and its time (none while unset) and its rounding rule.
     */
    async priceBook(currency: Currency): Promise<PriceBook> {
      if (currency === BASE_CURRENCY) return BASE_PRICE_BOOK;
      const [row] = await db.query<RateRow & { rounding: RoundingRule | null }>(PRICE_BOOK, [currency]);
      const rounding = row?.rounding ?? 'minor';
      if (!row || row.units_per_usd === null) return { currency, rounding };
      const rate = toRate({ ...row, currency });
      return { currency, rounding, unitsPerUsd: rate.unitsPerUsd, rateSetAt: rate.setAt.toISOString() };
    },

    /** Sets (or replaces) each rate with its own time. */
    async set(rates: readonly StoredRate[]): Promise<void> {
      for (const rate of rates) {
        await db.query(
          `INSERT INTO exchange_rates (currency, units_per_usd, set_at) VALUES ($1, $2, $3)
           ON CONFLICT (currency) DO UPDATE SET units_per_usd = EXCLUDED.units_per_usd, set_at = EXCLUDED.set_at`,
          [rate.currency, rate.unitsPerUsd, rate.setAt.toISOString()],
        );
      }
    },
  };
}

/** The currencies whose rate is older than the allowed age (or missing): shoppers see out-of-date conversions. */
export function staleRates(rates: readonly StoredRate[], now: Date, maxAgeHours: number) {
  const limit = now.getTime() - maxAgeHours * 3_600_000;
  const known = new Map(rates.map((rate) => [rate.currency, rate]));
  return (['EUR', 'GBP', 'EGP'] as const)
    .filter((currency) => {
      const rate = known.get(currency);
      return !rate || rate.setAt.getTime() < limit;
    })
    .map((currency) => ({ currency, setAt: known.get(currency)?.setAt.toISOString() ?? null }));
}
