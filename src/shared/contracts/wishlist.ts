import { type Static, Type } from 'typebox';
import { ProductIdSchema } from './product-id';

/** A saved product and when it was saved. */
export const WishlistItemSchema = Type.Object({
  productId: ProductIdSchema,
  addedAt: Type.String({ format: 'date-time' }),
});

export type WishlistItem = Static<typeof WishlistItemSchema>;

/** Every wish-list endpoint answers the whole list, oldest first. */
export const WishlistSchema = Type.Object({ items: Type.Array(WishlistItemSchema) });

export type Wishlist = Static<typeof WishlistSchema>;
