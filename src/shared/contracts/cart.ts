import { type Static, Type } from 'typebox';
import { ProductIdSchema } from './product-id';

/** A cart line as the server keeps and answers it (spec §3: the product id is a string). */
export const CartItemSchema = Type.Object({ productId: ProductIdSchema, quantity: Type.Integer({ minimum: 1 }) });

export type CartItem = Static<typeof CartItemSchema>;

/** Every cart endpoint answers the whole cart. */
export const CartSchema = Type.Object({
  items: Type.Array(CartItemSchema),
  promoCode: Type.Optional(
    Type.String({ description: 'The promo code applied to the cart; checkout applies it on the server' }),
  ),
  version: Type.Integer({
    minimum: 0,
    description:
      'Changes with every change to the cart (lines or promo code). Checkout takes the version the shopper confirmed as cartVersion and refuses any other with 409 CART_CHANGED',
  }),
});

export type Cart = Static<typeof CartSchema>;
