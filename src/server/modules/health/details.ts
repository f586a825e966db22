import { Type } from '@fastify/type-provider-typebox';
import type { ModulePlugin } from '../../context';
import { ratesRepository, staleRates } from '../rates';

/**
 * GET /api/health/details: what an operator should act on without the shop being down. Today:
 * exchange rates older than RATES_MAX_AGE_HOURS (shoppers would see out-of-date conversions).
 */
const healthDetailsRoutes: ModulePlugin = async (app, { ctx }) => {
  app.get(
    '/health/details',
    {
      schema: {
        summary: 'Operational warnings (stale exchange rates)',
        tags: ['operations'],
        response: {
          200: Type.Object({
            status: Type.Union([Type.Literal('ok'), Type.Literal('warn')]),
            rates: Type.Object({
              maxAgeHours: Type.Number(),
              stale: Type.Array(
                Type.Object({ currency: Type.String(), setAt: Type.Union([Type.String(), Type.Null()]) }),
              ),
            }),
          }),
        },
      },
    },
    async () => {
      const maxAgeHours = ctx.config.ratesMaxAgeHours;
      const stale = staleRates(await ratesRepository(ctx.db).list(), ctx.now(), maxAgeHours);
      return { status: stale.length ? ('warn' as const) : ('ok' as const), rates: { maxAgeHours, stale } };
    },
  );
};

export default healthDetailsRoutes;
