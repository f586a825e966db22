import { addDays, type IsoDay } from './delivery-dates';
import type { OrderStatusGroup } from './order-status';
import type { ReturnStatusFilter } from './return-rules';
import type { ProductStockFilter } from './contracts/admin/products';

/**
 * The console dashboard's figures (issue 52, decision 0129): how a period's figure moved against the
 * period before it, and the console list behind each figure, filtered to exactly what the figure counts.
 * Plain values: the server computes the trends, the console draws the links, and the server's tests ask
 * each list with the same filters to see that it counts what its figure says.
 */

/** A period's figure against the same figure of the period before. */
export interface Trend {
  /** The figure in the period before. */
  previous: number;
  /** Now less before. */
  change: number;
  /** The change over the figure before, in percent to one decimal; null when that was 0 (the figure is new). */
  percent: number | null;
}

export function trendOf(now: number, previous: number): Trend {
  const change = now - previous;
  // `|| 0`: a fall too small to show rounds to 0, never to "-0".
  const percent = previous === 0 ? null : Math.round((change / previous) * 1000) / 10 || 0;
  return { previous, change, percent };
}

/** "New reviews" are those written in the shop's last seven days, today's included. */
export const NEW_REVIEW_DAYS = 7;

/** The first of those days, for the shop's day `day`. */
export const newReviewsSince = (day: IsoDay): IsoDay => addDays(day, 1 - NEW_REVIEW_DAYS);

/** The dashboard's figures that a list lies behind. */
export type ListedFigure = 'ordersToday' | 'revenueToday' | 'waitingToShip' | 'openReturns' | 'lowStock' | 'newReviews';

/**
 * A console list: its section (its path under /admin and its API's under /api/admin) and the filters it
 * is opened with, named as its URL and its API's query both name them.
 */
export interface FigureList {
  list: 'orders' | 'returns' | 'products' | 'reviews';
  filters: Readonly<Record<string, string>>;
}

/** Each figure's list on the shop's day `day`: its rows are what the figure counts (or, for revenue, sums). */
export const figureLists = (day: IsoDay) =>
  ({
    ordersToday: { list: 'orders', filters: { from: day, to: day } },
    revenueToday: {
      list: 'orders',
      filters: { from: day, to: day, status: 'notCancelled' satisfies OrderStatusGroup },
    },
    waitingToShip: { list: 'orders', filters: { status: 'unshipped' satisfies OrderStatusGroup } },
    openReturns: { list: 'returns', filters: { status: 'open' satisfies ReturnStatusFilter } },
    lowStock: { list: 'products', filters: { stock: 'low' satisfies ProductStockFilter } },
    newReviews: { list: 'reviews', filters: { from: newReviewsSince(day) } },
  }) as const satisfies Record<ListedFigure, FigureList>;
