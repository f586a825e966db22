import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { healthDetails } from '../../../universal/contracts/health';
import { ratesRepository, staleRates } from '../rates';

/**
 * GET /api/health/details: what an operator should act on without the shop being down. Today:
 * exchange rates older than RATES_MAX_AGE_HOURS (shoppers would see out-of-date conversions).
 */
const healthDetailsRoutes: ModulePlugin = async (app, { ctx }) => {
  app.route({
    ...fromContract(app, healthDetails),
    handler: async () => {
      const maxAgeHours = ctx.config.ratesMaxAgeHours;
      const stale = staleRates(await ratesRepository(ctx.db).list(), ctx.now(), maxAgeHours);
      return { status: stale.length ? ('warn' as const) : ('ok' as const), rates: { maxAgeHours, stale } };
    },
  });
};

export default healthDetailsRoutes;
