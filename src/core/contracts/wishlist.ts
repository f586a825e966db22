import { type Static, Type } from 'typebox';
import { ProductIdSchema } from './product-id';

/**
 * How many products one wish list holds. Its page loads each saved product, and every answer carries
 * the whole list, so an unbounded list would make each of the shopper's requests heavier. Like the
 * cart's limit (MAX_CART_LINES), a guard: saves racing at the limit may pass it by the number in flight.
 */
export const MAX_WISHLIST_ITEMS = 200;

/** A saved product and when it was saved. */
export const WishlistItemSchema = Type.Object({
  productId: ProductIdSchema,
  addedAt: Type.String({ format: 'date-time' }),
});

export type WishlistItem = Static<typeof WishlistItemSchema>;

/** Every wish-list endpoint answers the whole list, oldest first. */
export const WishlistSchema = Type.Object({ items: Type.Array(WishlistItemSchema) });

export type Wishlist = Static<typeof WishlistSchema>;
