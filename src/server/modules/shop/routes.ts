import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { getShopInfo, type ShopInfo } from '../../../universal/contracts/shop';
import { RETURN_WINDOW_DAYS } from '../../../universal/order-status';
import { livePayments } from '../../payment-config';

/** GET /api/shop: the shop's own facts shoppers need, from configuration. */
const shopRoutes: ModulePlugin = async (app, { ctx }) => {
  const live = livePayments(ctx.config.payments);
  const info: ShopInfo = {
    supportEmail: ctx.config.supportEmail,
    returnWindowDays: RETURN_WINDOW_DAYS,
    country: ctx.config.shopCountry,
    unitsPerOrder: ctx.config.orderLimits.unitsPerVariant,
    paymentProviders: [...live.providers],
    mobileWallet: live.mobileWallet,
  };
  app.route({
    ...fromContract(app, getShopInfo),
    handler: async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return info;
    },
  });
};

export default shopRoutes;
