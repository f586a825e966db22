import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { getRates } from '../../../universal/contracts/rates';
import { ratesRepository } from './repository';

/**
 * Asked again on every use: a region that settles in a currency charges at its rate, and a page showing
 * an old rate's total would meet 409 CART_CHANGED at checkout (the rate change moved every cart's version).
 */
const RATES_CACHE = 'no-cache';

/** GET /catalog/rates: the operator's exchange rates for displaying prices (the shop charges dollars). */
const ratesRoutes: ModulePlugin = async (app, { ctx }) => {
  app.route({
    ...fromContract(app, getRates),
    handler: async (_request, reply) => {
      const repository = ratesRepository(ctx.db);
      const rates = await repository.list();
      const rounding = await repository.roundingRules();
      reply.header('Cache-Control', RATES_CACHE);
      return {
        base: 'USD' as const,
        rates: Object.fromEntries(rates.map((rate) => [rate.currency, rate.unitsPerUsd])),
        setAt: Object.fromEntries(rates.map((rate) => [rate.currency, rate.setAt.toISOString()])),
        rounding,
      };
    },
  });
};

export default ratesRoutes;
