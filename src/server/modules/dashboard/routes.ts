import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { type Dashboard, getDashboard } from '../../../universal/contracts/admin/dashboard';
import { shopDay } from '../../../universal/delivery-dates';
import { ROLES_FOR, type StaffRole } from '../../../universal/staff-roles';
import { LOW_STOCK } from '../../../universal/variants';
import { lowStockCount } from '../catalogue';
import { inMajorUnits, orderFigures } from '../orders';
import { reviewsWrittenSince } from '../reviews';
import { currentStaff } from '../staff';
import { staleSettlements } from './stale-settlements';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The console's dashboard: each figure asked of the module that owns it, for the roles that may see it. */
const may = (roles: readonly StaffRole[], role: StaffRole) => roles.includes(role);

const dashboardRoutes: ModulePlugin = async (app, { ctx }) => {
  app.route({
    ...fromContract(app, getDashboard),
    handler: async (request) => {
      const { role } = currentStaff(request);
      const now = ctx.now();
      const day = shopDay(now, ctx.config.shopTimeZone);
      const answer: Dashboard = { day };
      if (may(ROLES_FOR.orders, role)) {
        const figures = await orderFigures(ctx.db, day, ctx.config.shopTimeZone);
        answer.ordersToday = { count: figures.ordersToday, revenue: inMajorUnits(figures.revenueToday) };
        answer.waitingToShip = figures.waitingToShip;
        answer.openReturns = figures.openReturns;
      }
      if (may(ROLES_FOR.reviews, role))
        answer.newReviews = await reviewsWrittenSince(ctx.db, new Date(now.getTime() - WEEK_MS));
      if (may(ROLES_FOR.catalogue, role)) answer.lowStock = await lowStockCount(ctx.db, LOW_STOCK);
      // Owners set the rates: the alert is theirs.
      if (may(ROLES_FOR.settings, role))
        answer.staleRates = await staleSettlements(ctx.db, now, ctx.config.ratesMaxAgeHours);
      return answer;
    },
  });
};

export default dashboardRoutes;
