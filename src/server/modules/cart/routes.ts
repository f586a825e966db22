import { ErrorBodySchema } from '../../../shared/contracts/error-body';
import type { ModulePlugin } from '../../context';
import { currentUser, parseBody } from '../auth';
import { existingProductId } from './product-id';
import { cartRepository } from './repository';
import { promoCodeSchema } from '../../../shared/validation/promo-schema';
import { addQuantity, ProductBody, PromoBody, QuantityBody, refuseUnless, setQuantity } from './schemas';
import { CartSchema } from '../../../shared/contracts/cart';

/**
 * The signed-in shopper's cart. The user always comes from the session, never from the body, and
 * every change answers the whole cart so the client can replace its copy.
 */
const cartRoutes: ModulePlugin = async (app, { ctx, catalogue }) => {
  const carts = cartRepository(ctx.db);
  const tags = ['cart'];
  const security = [{ bearer: [] }];
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
  const guarded = { preHandler: app.authenticate };

  app.get(
    '/',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The cart, oldest line first',
        response: { 200: CartSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => carts.contents(currentUser(request).id),
  );

  app.post(
    '/add',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Raises a line by the quantity, or appends it',
        body: QuantityBody,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const quantity = addQuantity(request.body.quantity);
      const productId = await existingProductId(catalogue, request.body.productId);
      refuseUnless(await carts.add(userId, productId, quantity, ctx.now()));
      return carts.contents(userId);
    },
  );

  app.post(
    '/set-quantity',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Sets a line to a quantity in one step; 0 or less removes it',
        body: QuantityBody,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const quantity = setQuantity(request.body.quantity);
      const productId = await existingProductId(catalogue, request.body.productId);
      refuseUnless(await carts.setQuantity(userId, productId, quantity, ctx.now()));
      return carts.contents(userId);
    },
  );

  app.post(
    '/remove',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Removes a line',
        body: ProductBody,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await carts.remove(userId, await existingProductId(catalogue, request.body.productId));
      return carts.contents(userId);
    },
  );

  app.delete(
    '/clear',
    {
      ...guarded,
      schema: { tags, security, summary: 'Empties the cart', response: { 200: CartSchema, 401: ErrorBodySchema } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await carts.clear(userId);
      return carts.contents(userId);
    },
  );

  app.put(
    '/promo',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Applies a promo code to the cart (replacing any other); an unknown code answers 400',
        body: PromoBody,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      // The cart box's own rule: case-sensitive (spec §5), surrounding spaces forgiven.
      const { code } = await parseBody(promoCodeSchema, request.body);
      await carts.setPromoCode(userId, code, ctx.now());
      return carts.contents(userId);
    },
  );

  app.delete(
    '/promo',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: "Removes the cart's promo code: the discount goes back to zero",
        response: { 200: CartSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await carts.removePromoCode(userId);
      return carts.contents(userId);
    },
  );
};

export default cartRoutes;
