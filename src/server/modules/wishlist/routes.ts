import { ErrorBodySchema } from '../../../core/contracts/error-body';
import type { ModulePlugin } from '../../context';
import { badRequest, conflict } from '../../http/errors';
import { currentUser } from '../auth';
import { existingProductId } from '../cart';
import { ProductBody } from '../../../core/contracts/cart';
import { wishlistRepository } from './repository';
import { ERROR_CODES } from '../../../core/contracts/error-codes';
import { MAX_WISHLIST_ITEMS, WishlistSchema } from '../../../core/contracts/wishlist';

/** The English message of ITEM_ALREADY_IN_WISHLIST; the client decides by the code and says spec §8's toast. */
export const ALREADY_SAVED = 'Item already in wishlist';
export const WISHLIST_FULL_MESSAGE = `Your wish list can hold at most ${MAX_WISHLIST_ITEMS} items`;

/** The signed-in shopper's wish list; the user comes from the session, never from the body. */
const wishlistRoutes: ModulePlugin = async (app, { ctx, catalogue }) => {
  const wishlists = wishlistRepository(ctx.db);
  const tags = ['wishlist'];
  const security = [{ bearer: [] }];
  const guarded = { preHandler: app.authenticate };
  const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

  app.get(
    '/',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Saved products, oldest first',
        response: { 200: WishlistSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ items: await wishlists.items(currentUser(request).id) }),
  );

  app.post(
    '/add',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: `Saves a product; 409 '${ALREADY_SAVED}' when it is saved already, 400 when the list is full`,
        body: ProductBody,
        response: { 201: WishlistSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const productId = await existingProductId(catalogue, request.body.productId);
      const saved = await wishlists.add(userId, productId, ctx.now());
      if (saved === 'already-saved') throw conflict(ALREADY_SAVED, ERROR_CODES.ITEM_ALREADY_IN_WISHLIST);
      if (saved === 'full') throw badRequest(WISHLIST_FULL_MESSAGE, undefined, ERROR_CODES.WISHLIST_FULL);
      return reply.status(201).send({ items: await wishlists.items(userId) });
    },
  );

  app.post(
    '/remove',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Removes a saved product',
        body: ProductBody,
        response: { 200: WishlistSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await wishlists.remove(userId, await existingProductId(catalogue, request.body.productId));
      return { items: await wishlists.items(userId) };
    },
  );
};

export default wishlistRoutes;
