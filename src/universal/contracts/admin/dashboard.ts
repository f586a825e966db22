import { type Static, Type } from 'typebox';
import { defineEndpoint } from '../endpoint';
import { ChargedCurrency, STAFF_ENDPOINT } from './console';
import { ERROR_CODES } from '../error-codes';
import { ROLES_FOR } from '../../staff-roles';

/**
 * The console's first screen (issue 35): the day at a glance. Each figure is there only for a role that
 * may open its section: orders and returns for owner and support, stock for owner and catalogue.
 */
/**
 * How a figure of today moved against yesterday from the start of the shop's day up to the same time of day
 * (issue 52): the figure then, today's less it, and that as a percentage of it (null when it was 0: new).
 */
const TrendSchema = Type.Object({
  previous: Type.Number(),
  change: Type.Number(),
  percent: Type.Union([Type.Number(), Type.Null()], { description: 'One decimal; null when the previous was 0' }),
});

/**
 * Each figure is of the list the console links it to, filtered to what it counts (universal/dashboard-figures.ts):
 * the list's count is the figure.
 */
export const DashboardSchema = Type.Object({
  /** The shop's day ('YYYY-MM-DD', SHOP_TIMEZONE) the "today" figures are of. */
  day: Type.String(),
  ordersToday: Type.Optional(
    Type.Object({
      count: Type.Integer(),
      trend: TrendSchema,
      /**
       * What today's orders charged, cancelled ones left out: one figure per currency, never added together,
       * by currency code. A currency charged yesterday by this time and not yet today is there with 0.
       */
      revenue: Type.Array(Type.Object({ currency: ChargedCurrency, amount: Type.Number(), trend: TrendSchema })),
      /** The end of the period before: yesterday at this time of day (its start is the start of yesterday). */
      comparedUntil: Type.String({ format: 'date-time' }),
    }),
  ),
  waitingToShip: Type.Optional(Type.Integer({ description: 'Pending and processing orders' })),
  openReturns: Type.Optional(Type.Integer({ description: 'Requested, or approved and not yet refunded' })),
  lowStock: Type.Optional(
    Type.Integer({ description: 'Products on sale with a variant at 5 units or fewer (the shop\'s "Only N left")' }),
  ),
  newReviews: Type.Optional(
    Type.Integer({ description: "Reviews written in the shop's last 7 days, today included, for moderation" }),
  ),
  /**
   * Owners: each currency a region charges in whose rate is older than RATES_MAX_AGE_HOURS (or was never set),
   * with those regions: their checkout refuses prices converted from dollars until the rate is set (issue 50).
   */
  staleRates: Type.Optional(
    Type.Array(
      Type.Object({
        currency: ChargedCurrency,
        setAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
        regions: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
      }),
    ),
  ),
});
export type Dashboard = Static<typeof DashboardSchema>;

export const getDashboard = defineEndpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  summary:
    "Today's orders and revenue against yesterday by this time, orders waiting to ship, open returns, low stock, new reviews",
  ...STAFF_ENDPOINT,
  roles: ROLES_FOR.anyone,
  response: DashboardSchema,
  failures: { 401: [ERROR_CODES.SESSION_EXPIRED] },
});
