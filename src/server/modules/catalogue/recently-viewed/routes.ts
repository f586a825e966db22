import type { ModulePlugin } from '../../../context';
import { fromContract } from '../../../http/endpoint-route';
import { notFound } from '../../../http/errors';
import { currentUser } from '../../auth';
import { recentlyViewedRepository } from './repository';
import { ERROR_CODES } from '../../../../universal/contracts/error-codes';
import { productIdNumber } from '../../../../universal/contracts/product-id';
import {
  clearRecentlyViewed,
  getRecentlyViewed,
  mergeRecentlyViewed,
  recordView,
} from '../../../../universal/contracts/recently-viewed';

/** The signed-in shopper's recently viewed products; the user comes from the session, never from the body. */
const recentlyViewedRoutes: ModulePlugin = async (app, { ctx, catalogue }) => {
  const views = recentlyViewedRepository(ctx.db);
  const preHandler = app.authenticate;
  const answer = async (userId: string) => ({ items: await views.items(userId) });

  app.route({
    ...fromContract(app, getRecentlyViewed),
    preHandler,
    handler: async (request) => answer(currentUser(request).id),
  });

  app.route({
    ...fromContract(app, recordView),
    preHandler,
    handler: async (request) => {
      const userId = currentUser(request).id;
      const productId = productIdNumber(request.body.productId);
      if (productId === undefined || !(await catalogue.exists(productId)))
        throw notFound('Product not found', ERROR_CODES.PRODUCT_NOT_FOUND);
      await views.record(userId, productId, ctx.now());
      return answer(userId);
    },
  });

  app.route({
    ...fromContract(app, mergeRecentlyViewed),
    preHandler,
    handler: async (request) => {
      const userId = currentUser(request).id;
      const merged = request.body.items.flatMap(({ productId, viewedAt }) => {
        const id = productIdNumber(productId);
        return id === undefined ? [] : [{ productId: id, viewedAt: new Date(viewedAt) }];
      });
      await views.merge(userId, merged, ctx.now());
      return answer(userId);
    },
  });

  app.route({
    ...fromContract(app, clearRecentlyViewed),
    preHandler,
    handler: async (request) => {
      const userId = currentUser(request).id;
      await views.clear(userId);
      return answer(userId);
    },
  });
};

export default recentlyViewedRoutes;
