import type { ModulePlugin } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { parseBody } from '../../http/parse-body';
import { currentUser } from '../auth';
import { namedVariant } from './product-id';
import { cartRepository } from './repository';
import { promoCodeSchema } from '../../../core/validation/promo-schema';
import { addQuantity, notInStock, refuseUnless, setQuantity } from './schemas';
import { cartWithinStock } from './stock-check';
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
 * The signed-in shopper's cart, a line per variant (named by SKU, or by product id for a product that
 * sells one). The user always comes from the session, never from the body, and every change answers
 * the whole cart so the client can replace its copy. Reading it fits its lines to the stock on hand.
 */
const cartRoutes: ModulePlugin = async (app, { ctx }) => {
  const carts = cartRepository(ctx.db);
  const preHandler = app.authenticate;

  app.route({
    ...fromContract(app, getCart),
    preHandler,
    handler: async (request) => cartWithinStock(ctx.db, currentUser(request).id),
  });

  app.route({
    ...fromContract(app, addToCart),
    preHandler,
    handler: async (request) => {
      const userId = currentUser(request).id;
      const quantity = addQuantity(request.body.quantity);
      const variant = await namedVariant(ctx.db, request.body);
      refuseUnless(await carts.add(userId, variant, quantity, ctx.now(), variant.stock), variant);
      return carts.contents(userId);
    },
  });

  app.route({
    ...fromContract(app, setCartQuantity),
    preHandler,
    handler: async (request) => {
      const userId = currentUser(request).id;
      const quantity = setQuantity(request.body.quantity);
      const variant = await namedVariant(ctx.db, request.body);
      if (quantity > variant.stock) throw notInStock(variant);
      refuseUnless(await carts.setQuantity(userId, variant, quantity, ctx.now()), variant);
      return carts.contents(userId);
    },
  });

  app.route({
    ...fromContract(app, removeFromCart),
    preHandler,
    handler: async (request) => {
      const userId = currentUser(request).id;
      await carts.remove(userId, (await namedVariant(ctx.db, request.body)).sku);
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
