import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModulePlugin } from '../../context';
import type { RateLimitRule } from '../../http/rate-limit';
import { fromContract } from '../../http/endpoint-route';
import { parseBody } from '../../http/parse-body';
import { currentUser, limitAttempts } from '../auth';
import { cartOwners } from './cart-owner';
import { guestCarts } from './guest-carts';
import { namedVariant } from './product-id';
import { cartRepository } from './repository';
import { promoCodeSchema } from '../../../universal/validation/promo-schema';
import { addQuantity, notInStock, refuseUnless, setQuantity } from './schemas';
import { cartWithinStock } from './stock-check';
import { PROMO_LIMITS, promoRefusal, promoRefused, withPromotion } from './promo';
import { BASE_CURRENCY } from '../../../universal/settlement';
import {
  addToCart,
  applyPromoCode,
  clearCart,
  getCart,
  mergeGuestCart,
  removeFromCart,
  removePromoCode,
  setCartQuantity,
  type Cart,
} from '../../../universal/contracts/cart';

/**
 * The shopper's cart, a line per variant (named by SKU, or by product id for a product that sells one):
 * a signed-in shopper's, or a signed-out visitor's guest cart (cart-owner.ts). Whose cart it is always
 * comes from the session or the guest cookie, never from the body, and every change answers the whole
 * cart so the client can replace its copy. Reading it fits its lines to the stock on hand.
 */
const cartRoutes: ModulePlugin = async (app, { ctx }) => {
  const carts = cartRepository(ctx.db);
  const owners = cartOwners(ctx);
  const preHandler = app.authenticateIfSent;
  // The most units of one variant an order may take (decision 0089): no line may hold more.
  const unitLimit = ctx.config.orderLimits.unitsPerVariant;
  // Every answer carries what its code gives (issue 35): the browser prices the cart by it.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    isCart(payload) ? withPromotion(ctx.db, payload, ctx.now()) : payload,
  );
  /** Makes `change` to the caller's cart (a visitor's first change makes their guest cart) and answers the cart. */
  const changed = async (
    request: FastifyRequest,
    reply: FastifyReply,
    change: (cartId: string) => Promise<unknown>,
  ): Promise<Cart> => {
    const cartId = await owners.writing(request, reply);
    await change(cartId);
    return carts.contents(cartId);
  };

  app.route({
    ...fromContract(app, getCart),
    preHandler,
    handler: async (request) => {
      const cartId = await owners.reading(request);
      return cartId === undefined ? { items: [], version: 0 } : cartWithinStock(ctx.db, cartId);
    },
  });

  app.route({
    ...fromContract(app, mergeGuestCart),
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const cartId = currentUser(request).id;
      const guestId = await owners.guest(request);
      if (guestId !== undefined) {
        const { left } = await ctx.db.transaction(async (tx) => {
          const merged = await cartRepository(tx).mergeGuest(cartId, guestId, ctx.now(), unitLimit);
          if (merged.left === 0) await guestCarts(tx).drop([guestId]);
          return merged;
        });
        if (left === 0) owners.forget(reply);
        request.log.info({ guestCart: guestId, linesLeft: left }, 'guest cart merged at sign-in');
      }
      return cartWithinStock(ctx.db, cartId);
    },
  });

  app.route({
    ...fromContract(app, addToCart),
    preHandler,
    handler: async (request, reply) => {
      const quantity = addQuantity(request.body.quantity, unitLimit);
      const variant = await namedVariant(ctx.db, request.body);
      // Only a valid change makes a visitor's guest cart.
      const cartId = await owners.writing(request, reply);
      refuseUnless(await carts.add(cartId, variant, quantity, ctx.now(), variant.stock, unitLimit), variant, unitLimit);
      return carts.contents(cartId);
    },
  });

  app.route({
    ...fromContract(app, setCartQuantity),
    preHandler,
    handler: async (request, reply) => {
      const quantity = setQuantity(request.body.quantity, unitLimit);
      // Down to none: a line of a product taken off sale may go too.
      const variant = await namedVariant(ctx.db, request.body, { offSale: quantity === 0 });
      if (quantity > variant.stock) throw notInStock(variant);
      const cartId = await owners.writing(request, reply);
      refuseUnless(await carts.setQuantity(cartId, variant, quantity, ctx.now()), variant, unitLimit);
      return carts.contents(cartId);
    },
  });

  app.route({
    ...fromContract(app, removeFromCart),
    preHandler,
    handler: (request, reply) =>
      changed(request, reply, async (cartId) =>
        carts.remove(cartId, (await namedVariant(ctx.db, request.body, { offSale: true })).sku, ctx.now()),
      ),
  });

  app.route({
    ...fromContract(app, clearCart),
    preHandler,
    handler: (request, reply) => changed(request, reply, (cartId) => carts.clear(cartId, ctx.now())),
  });

  app.route({
    ...fromContract(app, applyPromoCode),
    preHandler,
    handler: async (request, reply) => {
      // Every try counts, good or bad, before anything is read or a guest cart made (like sign-in's attempts).
      const known = await owners.reading(request);
      await limitAttempts(ctx, request, [
        [PROMO_LIMITS.perIp, request.ip],
        ...(known === undefined ? [] : [[PROMO_LIMITS.perCart, known] as [RateLimitRule, string]]),
      ]);
      // The cart box's own rule: case-sensitive (spec §5), surrounding spaces forgiven.
      const { code } = await parseBody(promoCodeSchema, request.body);
      const cartId = await owners.writing(request, reply);
      // The shop's promotions decide (decision 0082): the code exists, is on, in its dates, within its limits.
      const shopper = { id: request.sessionUser?.id, currency: request.body.currency ?? BASE_CURRENCY };
      const refusal = await promoRefusal(ctx.db, cartId, code, shopper, ctx.now());
      if (refusal) {
        request.log.info({ promoRefusal: refusal }, 'promo code refused');
        throw promoRefused();
      }
      await carts.setPromoCode(cartId, code, ctx.now());
      return carts.contents(cartId);
    },
  });

  app.route({
    ...fromContract(app, removePromoCode),
    preHandler,
    handler: (request, reply) => changed(request, reply, (cartId) => carts.removePromoCode(cartId, ctx.now())),
  });
};

/** A cart answer (every route here answers one, an error answers a body without `items`). */
function isCart(payload: unknown): payload is Cart {
  return typeof payload === 'object' && payload !== null && 'items' in payload && 'version' in payload;
}

export default cartRoutes;
