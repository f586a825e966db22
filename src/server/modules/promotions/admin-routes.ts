import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import {
  createAdminPromotion,
  listAdminPromotions,
  listAdminPromotionUses,
  updateAdminPromotion,
} from '../../../universal/contracts/admin/promotions';
import { staffActor } from '../staff';
import { promotionsAdmin } from './admin';

/** Promo codes in the staff console (issue 35, decision 0082): owner and catalogue. */
const adminPromotionRoutes: ModulePlugin = async (app, { ctx }) => {
  const promotions = promotionsAdmin(ctx.db);

  app.route({
    ...fromContract(app, listAdminPromotions),
    handler: async () => {
      const rows = await promotions.list();
      return { rows, total: rows.length };
    },
  });

  app.route({
    ...fromContract(app, createAdminPromotion),
    handler: async (request, reply) => {
      const { code, ...terms } = request.body;
      const made = await promotions.create(code, terms, staffActor(request), ctx.now());
      return reply.status(201).send(made);
    },
  });

  app.route({
    ...fromContract(app, updateAdminPromotion),
    handler: async (request) => promotions.update(request.params.code, request.body, staffActor(request), ctx.now()),
  });

  app.route({
    ...fromContract(app, listAdminPromotionUses),
    handler: async (request) => ({ rows: await promotions.uses(request.params.code) }),
  });
};

export default adminPromotionRoutes;
