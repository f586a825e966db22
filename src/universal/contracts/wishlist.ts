import { type Static, Type } from 'typebox';
import { ProductBody } from './cart';
import { endpointGroup } from './endpoint';
import { ERROR_CODES } from './error-codes';
import { INVALID, SIGNED_IN } from './failures';
import { ProductIdSchema } from './product-id';

/**
 * How many products one wish list holds. Its page loads each saved product, and every answer carries
 * the whole list, so an unbounded list would make each of the shopper's requests heavier. Like the
 * cart's limit (MAX_CART_LINES), a guard: saves racing at the limit may pass it by the number in flight.
 */
export const MAX_WISHLIST_ITEMS = 200;

/** A saved variant of a product and when it was saved; the same product in two sizes is two items. */
export const WishlistItemSchema = Type.Object({
  productId: ProductIdSchema,
  sku: Type.String({ description: 'The variant saved' }),
  addedAt: Type.String({ format: 'date-time' }),
});

export type WishlistItem = Static<typeof WishlistItemSchema>;

/** Every wish-list endpoint answers the whole list, oldest first. */
export const WishlistSchema = Type.Object({ items: Type.Array(WishlistItemSchema) });

export type Wishlist = Static<typeof WishlistSchema>;

/** The English message of ITEM_ALREADY_IN_WISHLIST; the client decides by the code and says spec §8's toast. */
export const ALREADY_SAVED = 'Item already in wishlist';

/** Every wish-list endpoint answers the whole list. */
const wishlistEndpoint = endpointGroup({
  tags: ['wishlist'],
  access: 'shopper',
  response: WishlistSchema,
  failures: SIGNED_IN,
});
const namedProduct = { ...INVALID, 404: [ERROR_CODES.PRODUCT_NOT_FOUND] } as const;

export const getWishlist = wishlistEndpoint.get('/api/wishlist', {
  summary: 'Saved products, oldest first',
});

export const addToWishlist = wishlistEndpoint.post('/api/wishlist/add', {
  summary: `Saves a variant (without sku: the product's default variant); 409 '${ALREADY_SAVED}' when it is saved already, 400 when the list is full`,
  body: ProductBody,
  status: 201,
  failures: {
    ...namedProduct,
    400: [ERROR_CODES.VALIDATION_FAILED, ERROR_CODES.WISHLIST_FULL],
    409: [ERROR_CODES.ITEM_ALREADY_IN_WISHLIST],
  },
});

export const removeFromWishlist = wishlistEndpoint.post('/api/wishlist/remove', {
  summary: 'Removes a saved variant; without sku, every saved variant of the product',
  body: ProductBody,
  failures: namedProduct,
});
