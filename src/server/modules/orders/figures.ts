import type { Queryable } from '../../db/database';
import { CANCELLABLE_STATUSES } from '../../../universal/order-status';

export interface OrderFigures {
  ordersToday: number;
  revenueTodayCents: number;
  waitingToShip: number;
  openReturns: number;
}

/**
 * The console dashboard's order figures: orders placed on the shop's day `day` ('YYYY-MM-DD', read in
 * `timeZone`) and what they charged (cancelled ones left out), orders not yet shipped, and returns not
 * yet settled (requested, or approved and not refunded). One statement.
 */
export async function orderFigures(db: Queryable, day: string, timeZone: string): Promise<OrderFigures> {
  const [row] = await db.query<{ today: number; revenue: string | number; waiting: number; returns: number }>(
    `WITH bounds AS (SELECT ($1::date)::timestamp AT TIME ZONE $2 AS start_at,
                            ($1::date + 1)::timestamp AT TIME ZONE $2 AS end_at)
     SELECT (SELECT count(*)::int FROM orders, bounds WHERE created_at >= start_at AND created_at < end_at) AS today,
            (SELECT coalesce(sum(total_cents), 0) FROM orders, bounds
              WHERE created_at >= start_at AND created_at < end_at AND status <> 'cancelled') AS revenue,
            (SELECT count(*)::int FROM orders WHERE status = ANY($3::text[])) AS waiting,
            (SELECT count(*)::int FROM return_requests WHERE status IN ('requested', 'approved')) AS returns`,
    // Not yet shipped: the statuses an order may still be cancelled in (before it ships).
    [day, timeZone, CANCELLABLE_STATUSES],
  );
  return {
    ordersToday: row?.today ?? 0,
    revenueTodayCents: Number(row?.revenue ?? 0),
    waitingToShip: row?.waiting ?? 0,
    openReturns: row?.returns ?? 0,
  };
}
