import { ErrorBodySchema } from '../../../shared/contracts/error-body';
import type { ModulePlugin } from '../../context';
import { badRequest } from '../../http/errors';
import { currentUser } from '../auth';
import { existingProductId } from './product-id';
import { cartRepository } from './repository';
import { addQuantity, CartSchema, LINE_LIMIT_MESSAGE, ProductBody, QuantityBody, setQuantity } from './schemas';
import { ERROR_CODES } from '../../../shared/contracts/error-codes';

/**
 * The signed-in shopper's cart. The user always comes from the session, never from the body, and
 * every change answers the whole cart so the client can replace its copy.
 */
const cartRoutes: ModulePlugin = async (app, { ctx }) => {
  const carts = cartRepository(ctx.db);
  const tags = ['cart'];
  const security = [{ bearer: [] }];
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
  const guarded = { preHandler: ctx.authenticate };

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
    async (request) => ({ items: await carts.items(currentUser(request).id) }),
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
      const productId = await existingProductId(ctx.db, request.body.productId);
      if (!(await carts.add(userId, productId, quantity, ctx.now())))
        throw badRequest(LINE_LIMIT_MESSAGE, undefined, ERROR_CODES.CART_LINE_LIMIT);
      return { items: await carts.items(userId) };
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
      const productId = await existingProductId(ctx.db, request.body.productId);
      await carts.setQuantity(userId, productId, quantity, ctx.now());
      return { items: await carts.items(userId) };
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
      await carts.remove(userId, await existingProductId(ctx.db, request.body.productId));
      return { items: await carts.items(userId) };
    },
  );

  app.delete(
    '/clear',
    {
      ...guarded,
      schema: { tags, security, summary: 'Empties the cart', response: { 200: CartSchema, 401: ErrorBodySchema } },
    },
    async (request) => {
      await carts.clear(currentUser(request).id);
      return { items: [] };
    },
  );
};

export default cartRoutes;
