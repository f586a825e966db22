import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { parseBody } from '../../http/parse-body';
import { currentUser } from '../auth';
import { existingProductId } from './product-id';
import { cartRepository } from './repository';
import { promoCodeSchema } from '../../../core/validation/promo-schema';
import { addQuantity, refuseUnless, setQuantity } from './schemas';
import {
  addToCart,
  applyPromoCode,
  clearCart,
  getCart,
  removeFromCart,
  removePromoCode,
  setCartQuantity,
} from '../../../core/contracts/cart';

/**
 * The signed-in shopper's cart. The user always comes from the session, never from the body, and
 * every change answers the whole cart so the client can replace its copy.
 */
const cartRoutes: ModulePlugin = async (app, { ctx, catalogue }) => {
  const carts = cartRepository(ctx.db);
  const preHandler = app.authenticate;

  app.route({
    ...fromContract(app, getCart),
    preHandler,
    handler: async (request) => carts.contents(currentUser(request).id),
  });

  app.route({
    ...fromContract(app, addToCart),
    preHandler,
    handler: async (request) => {
      const userId = currentUser(request).id;
      const quantity = addQuantity(request.body.quantity);
      const productId = await existingProductId(catalogue, request.body.productId);
      refuseUnless(await carts.add(userId, productId, quantity, ctx.now()));
      return carts.contents(userId);
    },
  });

  app.route({
    ...fromContract(app, setCartQuantity),
    preHandler,
    handler: async (request) => {
      const userId = currentUser(request).id;
      const quantity = setQuantity(request.body.quantity);
      const productId = await existingProductId(catalogue, request.body.productId);
      refuseUnless(await carts.setQuantity(userId, productId, quantity, ctx.now()));
      return carts.contents(userId);
    },
  });

  app.route({
    ...fromContract(app, removeFromCart),
    preHandler,
    handler: async (request) => {
      const userId = currentUser(request).id;
      await carts.remove(userId, await existingProductId(catalogue, request.body.productId));
      return carts.contents(userId);
    },
  });

  app.route({
    ...fromContract(app, clearCart),
    preHandler,
    handler: async (request) => {
      const userId = currentUser(request).id;
      await carts.clear(userId);
      return carts.contents(userId);
    },
  });

  app.route({
    ...fromContract(app, applyPromoCode),
    preHandler,
    handler: async (request) => {
      const userId = currentUser(request).id;
      // The cart box's own rule: case-sensitive (spec §5), surrounding spaces forgiven.
      const { code } = await parseBody(promoCodeSchema, request.body);
      await carts.setPromoCode(userId, code, ctx.now());
      return carts.contents(userId);
    },
  });

  app.route({
    ...fromContract(app, removePromoCode),
    preHandler,
    handler: async (request) => {
      const userId = currentUser(request).id;
      await carts.removePromoCode(userId);
      return carts.contents(userId);
    },
  });
};

export default cartRoutes;
