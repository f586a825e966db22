import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { type Dashboard, getDashboard } from '../../../universal/contracts/admin/dashboard';
import { newReviewsSince, trendOf } from '../../../universal/dashboard-figures';
import { addDays, instantAt, type IsoDay, shopDay } from '../../../universal/delivery-dates';
import { toMajor } from '../../../universal/settlement';
import { ROLES_FOR, type StaffRole } from '../../../universal/staff-roles';
import { LOW_STOCK } from '../../../universal/variants';
import { lowStockProducts } from '../catalogue';
import { type MinorByCurrency, orderFigures, type Period } from '../orders';
import { reviewsWrittenSince } from '../reviews';
import { currentStaff } from '../staff';
import { staleSettlements } from './stale-settlements';

/** The console's dashboard: each figure asked of the module that owns it, for the roles that may see it. */
const may = (roles: readonly StaffRole[], role: StaffRole) => roles.includes(role);

/**
 * The shop's day at `now` and the periods its figures compare: today, from its first moment to the next
 * day's, and yesterday from its first moment to the same time of day as now (as long after its start as
 * now is after today's: on a day a clock change shortens or lengthens, the same hours into the day).
 */
export function periodsAt(now: Date, timeZone: string): { day: IsoDay; today: Period; before: Period } {
  const day = shopDay(now, timeZone);
  const start = instantAt(day, 0, timeZone);
  const yesterday = instantAt(addDays(day, -1), 0, timeZone);
  const into = Math.min(now.getTime() - start.getTime(), start.getTime() - yesterday.getTime());
  return {
    day,
    today: { start, end: instantAt(addDays(day, 1), 0, timeZone) },
    before: { start: yesterday, end: new Date(yesterday.getTime() + into) },
  };
}

/** Each currency charged in either period, by code: today's amount and its trend, in major units. */
function revenueTrends(today: readonly MinorByCurrency[], before: readonly MinorByCurrency[]) {
  const currencies = [...new Set([...today, ...before].map((sum) => sum.currency))].sort();
  const minorOf = (sums: readonly MinorByCurrency[], currency: string) =>
    sums.find((sum) => sum.currency === currency)?.minor ?? 0;
  return currencies.map((currency) => {
    const trend = trendOf(minorOf(today, currency), minorOf(before, currency));
    return {
      currency,
      amount: toMajor(minorOf(today, currency), currency),
      trend: { ...trend, previous: toMajor(trend.previous, currency), change: toMajor(trend.change, currency) },
    };
  });
}

const dashboardRoutes: ModulePlugin = async (app, { ctx }) => {
  app.route({
    ...fromContract(app, getDashboard),
    handler: async (request) => {
      const { role } = currentStaff(request);
      const now = ctx.now();
      const timeZone = ctx.config.shopTimeZone;
      const { day, today, before } = periodsAt(now, timeZone);
      const answer: Dashboard = { day };
      if (may(ROLES_FOR.orders, role)) {
        const figures = await orderFigures(ctx.db, { today, before });
        answer.ordersToday = {
          count: figures.today.orders,
          trend: trendOf(figures.today.orders, figures.before.orders),
          revenue: revenueTrends(figures.today.revenue, figures.before.revenue),
          comparedUntil: before.end.toISOString(),
        };
        answer.waitingToShip = figures.waitingToShip;
        answer.openReturns = figures.openReturns;
      }
      if (may(ROLES_FOR.reviews, role))
        answer.newReviews = await reviewsWrittenSince(ctx.db, instantAt(newReviewsSince(day), 0, timeZone));
      if (may(ROLES_FOR.catalogue, role)) answer.lowStock = await lowStockProducts(ctx.db, LOW_STOCK);
      if (may(ROLES_FOR.settings, role))
        answer.staleRates = await staleSettlements(ctx.db, now, ctx.config.ratesMaxAgeHours);
      return answer;
    },
  });
};

export default dashboardRoutes;
