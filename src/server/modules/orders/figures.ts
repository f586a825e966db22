import type { Queryable } from '../../db/database';
import { CANCELLABLE_STATUSES } from '../../../universal/order-status';
import type { Currency } from '../../../universal/i18n/money';
import { toMajor } from '../../../universal/settlement';

/** A sum of orders in one currency, in its minor units: sums of different currencies are never added. */
export interface MinorByCurrency {
  currency: Currency;
  minor: number;
}

/** `{ currency: minor units }` as jsonb_object_agg answers a per-currency sum: by currency code. */
export const byCurrency = (sums: Record<string, number | string> | null): MinorByCurrency[] =>
  Object.entries(sums ?? {})
    .map(([currency, minor]) => ({ currency: currency as Currency, minor: Number(minor) }))
    .sort((a, b) => a.currency.localeCompare(b.currency));

/** The sums as the console's contracts answer them (AmountsByCurrency): major units of each currency. */
export const inMajorUnits = (sums: readonly MinorByCurrency[]) =>
  sums.map(({ currency, minor }) => ({ currency, amount: toMajor(minor, currency) }));

export interface OrderFigures {
  ordersToday: number;
  /** What they charged, one sum per currency (none for a day without orders). */
  revenueToday: MinorByCurrency[];
  waitingToShip: number;
  openReturns: number;
}

/**
 * The console dashboard's order figures: orders placed on the shop's day `day` ('YYYY-MM-DD', read in
 * `timeZone`) and what they charged in each currency (cancelled ones left out), orders not yet shipped, and returns not
 * yet settled (requested, or approved and not refunded). One statement.
 */
export async function orderFigures(db: Queryable, day: string, timeZone: string): Promise<OrderFigures> {
  const [row] = await db.query<{
    today: number;
    revenue: Record<string, number | string> | null;
    waiting: number;
    returns: number;
  }>(
    `WITH bounds AS (SELECT ($1::date)::timestamp AT TIME ZONE $2 AS start_at,
                            ($1::date + 1)::timestamp AT TIME ZONE $2 AS end_at)
     SELECT (SELECT count(*)::int FROM orders, bounds WHERE created_at >= start_at AND created_at < end_at) AS today,
            (SELECT jsonb_object_agg(currency, total) FROM
              (SELECT currency, sum(total_cents) AS total FROM orders, bounds
               WHERE created_at >= start_at AND created_at < end_at AND status <> 'cancelled'
               GROUP BY currency) AS sums) AS revenue,
            (SELECT count(*)::int FROM orders WHERE status = ANY($3::text[])) AS waiting,
            (SELECT count(*)::int FROM return_requests WHERE status IN ('requested', 'approved')) AS returns`,
    // Not yet shipped: the statuses an order may still be cancelled in (before it ships).
    [day, timeZone, CANCELLABLE_STATUSES],
  );
  return {
    ordersToday: row?.today ?? 0,
    revenueToday: byCurrency(row?.revenue ?? null),
    waitingToShip: row?.waiting ?? 0,
    openReturns: row?.returns ?? 0,
  };
}
