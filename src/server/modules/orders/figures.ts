import type { Queryable } from '../../db/database';
import { ORDER_STATUS_GROUPS } from '../../../universal/order-status';
import { OPEN_RETURN_STATUSES } from '../../../universal/return-rules';
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

/** Orders placed in a period and what they charged. */
export interface PeriodFigures {
  orders: number;
  /** What they charged, cancelled ones left out: one sum per currency (none for a period without such orders). */
  revenue: MinorByCurrency[];
}

/** From `start` (included) to `end` (excluded). */
export interface Period {
  start: Date;
  end: Date;
}

export interface OrderFigures {
  today: PeriodFigures;
  before: PeriodFigures;
  waitingToShip: number;
  openReturns: number;
}

/**
 * The dashboard's order figures in one statement: orders and what they charged per currency in each period
 * (today: true for today's), orders not yet shipped, returns not yet settled. The periods are read from the
 * index on orders' creation time (orders_created_idx), never by scanning every order.
 */
const FIGURES_SQL = `
  WITH periods AS (
    SELECT created_at >= $1 AS today, currency, count(*)::int AS orders,
           count(*) FILTER (WHERE status <> 'cancelled')::int AS kept,
           coalesce(sum(total_cents) FILTER (WHERE status <> 'cancelled'), 0)::bigint AS charged
    FROM orders
    WHERE (created_at >= $1 AND created_at < $2) OR (created_at >= $3 AND created_at < $4)
    GROUP BY 1, currency)
  SELECT (SELECT coalesce(jsonb_agg(periods), '[]'::jsonb) FROM periods) AS periods,
         (SELECT count(*)::int FROM orders WHERE status = ANY($5::text[])) AS waiting,
         (SELECT count(*)::int FROM return_requests WHERE status = ANY($6::text[])) AS returns`;

const figuresParams = ({ today, before }: { today: Period; before: Period }) => [
  today.start,
  today.end,
  before.start,
  before.end,
  ORDER_STATUS_GROUPS.unshipped,
  OPEN_RETURN_STATUSES,
];

/**
 * The console dashboard's order figures: orders placed `today` and in the period `before` it, with what
 * they charged in each currency (cancelled ones left out), orders not yet shipped, and returns not yet
 * settled (requested, or approved and not refunded).
 */
export async function orderFigures(db: Queryable, periods: { today: Period; before: Period }): Promise<OrderFigures> {
  const [row] = await db.query<{
    periods: { today: boolean; currency: string; orders: number; kept: number; charged: number | string }[];
    waiting: number;
    returns: number;
  }>(FIGURES_SQL, figuresParams(periods));
  const rows = row?.periods ?? [];
  const figuresOf = (today: boolean): PeriodFigures => {
    const mine = rows.filter((period) => period.today === today);
    return {
      orders: mine.reduce((sum, period) => sum + period.orders, 0),
      // A currency whose orders were all cancelled charged nothing: it has no sum.
      revenue: byCurrency(
        Object.fromEntries(mine.filter((period) => period.kept > 0).map((period) => [period.currency, period.charged])),
      ),
    };
  };
  return {
    today: figuresOf(true),
    before: figuresOf(false),
    waitingToShip: row?.waiting ?? 0,
    openReturns: row?.returns ?? 0,
  };
}

/** The figures' plan as PostgreSQL runs it (EXPLAIN ANALYZE): the bench's proof that it reads by index. */
export async function explainOrderFigures(db: Queryable, periods: { today: Period; before: Period }): Promise<string> {
  const rows = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${FIGURES_SQL}`,
    figuresParams(periods),
  );
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}
