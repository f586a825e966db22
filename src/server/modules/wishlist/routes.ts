import type { ModulePlugin, ProductLookup } from '../../context';
import { fromContract } from '../../http/endpoint-route';
import { badRequest, conflict, notFound } from '../../http/errors';
import { currentUser } from '../auth';
import { existingProductId, heldProductId } from '../cart';
import { measureSavedPrice } from './price-drops';
import { wishlistRepository } from './repository';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import {
  addToWishlist,
  ALREADY_SAVED,
  getWishlist,
  MAX_WISHLIST_ITEMS,
  removeFromWishlist,
} from '../../../universal/contracts/wishlist';
import { defaultVariant, variantBySku } from '../../../universal/variants';

export const WISHLIST_FULL_MESSAGE = `Your wish list can hold at most ${MAX_WISHLIST_ITEMS} items`;
export const VARIANT_NOT_FOUND = 'The product has no such variant';

/** The SKU to save: the one named, if the product sells it, else the product's default variant's. */
async function variantToSave(catalogue: ProductLookup, productId: number, sku: string | undefined): Promise<string> {
  const product = await catalogue.get(productId);
  const variant = product && (sku === undefined ? defaultVariant(product) : variantBySku(product, sku));
  if (!variant) throw notFound(VARIANT_NOT_FOUND, ERROR_CODES.PRODUCT_NOT_FOUND);
  return variant.sku;
}

/** The signed-in shopper's wish list; the user comes from the session, never from the body. */
const wishlistRoutes: ModulePlugin = async (app, { ctx, catalogue }) => {
  const wishlists = wishlistRepository(ctx.db);
  const preHandler = app.authenticate;

  app.route({
    ...fromContract(app, getWishlist),
    preHandler,
    handler: async (request) => ({ items: await wishlists.items(currentUser(request).id) }),
  });

  app.route({
    ...fromContract(app, addToWishlist),
    preHandler,
    handler: async (request, reply) => {
      const userId = currentUser(request).id;
      const productId = await existingProductId(catalogue, request.body.productId);
      const sku = await variantToSave(catalogue, productId, request.body.sku);
      const saved = await wishlists.add(userId, productId, sku, ctx.now());
      if (saved === 'already-saved') throw conflict(ALREADY_SAVED, ERROR_CODES.ITEM_ALREADY_IN_WISHLIST);
      if (saved === 'full') throw badRequest(WISHLIST_FULL_MESSAGE, undefined, ERROR_CODES.WISHLIST_FULL);
      await measureSavedPrice(ctx.db, userId, productId, sku);
      return reply.status(201).send({ items: await wishlists.items(userId) });
    },
  });

  app.route({
    ...fromContract(app, removeFromWishlist),
    preHandler,
    handler: async (request) => {
      const userId = currentUser(request).id;
      // A product taken off sale is let go of as any other (decision 0127).
      await wishlists.remove(userId, await heldProductId(ctx.db, request.body.productId), request.body.sku);
      return { items: await wishlists.items(userId) };
    },
  });
};

export default wishlistRoutes;
