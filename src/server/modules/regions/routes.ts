import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { getDeliveryTerms } from '../../../core/contracts/shop';
import { shopDay } from '../../../core/delivery-dates';
import { regionsRepository } from './repository';

/**
 * GET /catalog/delivery: every country the shop delivers to, with its tax rule and shipping rates. Public
 * and beside the catalogue, so the page renderer loads it like the categories and every page (its header's
 * free-delivery line, the product page, the cart) renders with it. Cached a minute: an operator's change
 * reaches the screens within that; checkout reads the terms in its own transaction. With them, the shop's
 * time zone, whose clock the cut-off hours and the promised days are read by (core/delivery-dates).
 */
const regionsRoutes: ModulePlugin = async (app, { ctx }) => {
  app.route({
    ...fromContract(app, getDeliveryTerms),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      const { shopTimeZone: timeZone } = ctx.config;
      const countries = await regionsRepository(ctx.db).deliveryTerms(shopDay(ctx.now(), timeZone));
      return { countries, timeZone };
    },
  });
};

export default regionsRoutes;
