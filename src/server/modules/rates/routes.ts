import { Type } from '@fastify/type-provider-typebox';
import type { ModulePlugin } from '../../context';
import { ratesRepository } from './repository';

/** Cached like the category list: rates change by operator command, a few minutes' delay is fine. */
const RATES_CACHE = 'public, max-age=300';

const RatesSchema = Type.Object({
  base: Type.Literal('USD'),
  rates: Type.Record(Type.String(), Type.Number(), { description: 'units of each currency per US dollar' }),
  setAt: Type.Record(Type.String(), Type.String({ format: 'date-time' })),
});

/** GET /catalog/rates: the operator's exchange rates for displaying prices (the shop charges dollars). */
const ratesRoutes: ModulePlugin = async (app, { ctx }) => {
  app.get(
    '/rates',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Exchange rates for displayed prices, with the time each was set',
        response: { 200: RatesSchema },
      },
    },
    async (_request, reply) => {
      const rates = await ratesRepository(ctx.db).list();
      reply.header('Cache-Control', RATES_CACHE);
      return {
        base: 'USD' as const,
        rates: Object.fromEntries(rates.map((rate) => [rate.currency, rate.unitsPerUsd])),
        setAt: Object.fromEntries(rates.map((rate) => [rate.currency, rate.setAt.toISOString()])),
      };
    },
  );
};

export default ratesRoutes;
