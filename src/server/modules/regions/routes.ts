import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { getDeliveryTerms, type DeliveryTermsList } from '../../../universal/contracts/shop';
import { type IsoDay, shopDay } from '../../../universal/delivery-dates';
import { regionsRepository } from './repository';

/**
 * GET /catalog/delivery: every country the shop delivers to, with its tax rule and shipping rates. Public
 * and beside the catalogue, so the page renderer loads it like the categories and every page (its header's
 * free-delivery line, the product page, the cart) renders with it. Cached a minute: an operator's change
 * reaches the screens within that; checkout reads the terms in its own transaction. With them, the shop's
 * time zone, whose clock the cut-off hours and the promised days are read by (universal/delivery-dates).
 *
 * The answer is kept for the catalogue generation and the shop's day it was read at, as the rendered
 * pages that embed it are: every server render asks for it, and reading it took two queries and ~2.4 ms
 * of CPU on the embedded database. The shop's tools raise the catalogue version with every change of the
 * terms (operator.ts), so a change is answered at once here and within a second on other instances.
 */
const regionsRoutes: ModulePlugin = async (app, { ctx, catalogue }) => {
  let kept: { generation: object; today: IsoDay; answer: DeliveryTermsList } | undefined;

  app.route({
    ...fromContract(app, getDeliveryTerms),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      const { shopTimeZone: timeZone } = ctx.config;
      const today = shopDay(ctx.now(), timeZone);
      const generation = await catalogue.generation();
      if (generation && kept?.generation === generation && kept.today === today) return kept.answer;
      const answer = { countries: await regionsRepository(ctx.db).deliveryTerms(today), timeZone };
      if (generation) kept = { generation, today, answer };
      return answer;
    },
  });
};

export default regionsRoutes;
