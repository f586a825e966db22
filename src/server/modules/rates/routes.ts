import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { getRates } from '../../../universal/contracts/rates';
import { ratesRepository } from './repository';

/** Cached like the category list: rates change by operator command, a few minutes' delay is fine. */
const RATES_CACHE = 'public, max-age=300';

/** GET /catalog/rates: the operator's exchange rates for displaying prices (the shop charges dollars). */
const ratesRoutes: ModulePlugin = async (app, { ctx }) => {
  app.route({
    ...fromContract(app, getRates),
    handler: async (_request, reply) => {
      const rates = await ratesRepository(ctx.db).list();
      reply.header('Cache-Control', RATES_CACHE);
      return {
        base: 'USD' as const,
        rates: Object.fromEntries(rates.map((rate) => [rate.currency, rate.unitsPerUsd])),
        setAt: Object.fromEntries(rates.map((rate) => [rate.currency, rate.setAt.toISOString()])),
      };
    },
  });
};

export default ratesRoutes;
