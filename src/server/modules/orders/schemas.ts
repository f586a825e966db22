import { Type } from '@fastify/type-provider-typebox';
import { ALL_ORDER_STATUSES, type OrderStatus } from '../../../shared/order-status';
import { DELIVERY_OPTIONS } from '../../../shared/pricing';

const text = Type.Optional(Type.String());

/**
 * Only the shape: every field is optional here so that the shared yup schema (run in the handler)
 * gives the spec's messages for missing fields. Anything else the client sends (prices, totals,
 * items) is dropped before the handler sees it.
 */
export const CheckoutBodySchema = Type.Object({
  shippingAddress: Type.Optional(
    Type.Object({ name: text, phone: text, street: text, city: text, state: text, zipCode: text, country: text }),
  ),
  paymentMethod: Type.Optional(
    Type.String({ description: "credit-card, paypal, apple-pay or google-pay, optionally followed by ' (Demo)'" }),
  ),
  deliveryOption: Type.Optional(Type.String({ description: DELIVERY_OPTIONS.join(', ') })),
});

const AddressSchema = Type.Object({
  name: Type.String(),
  street: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zipCode: Type.String(),
  country: Type.String(),
  phone: Type.String(),
});

export const OrderSchema = Type.Object({
  _id: Type.String(),
  status: Type.Unsafe<OrderStatus>(Type.String({ enum: [...ALL_ORDER_STATUSES] })),
  createdAt: Type.String({ format: 'date-time' }),
  totalPrice: Type.Number({ description: 'Dollars' }),
  subtotal: Type.Number(),
  discount: Type.Number({ description: "Dollars the cart's promo code took off the subtotal; 0 without one" }),
  promoCode: Type.Optional(Type.String({ description: 'The promo code checkout applied from the cart' })),
  shipping: Type.Number(),
  tax: Type.Number(),
  deliveryOption: Type.String(),
  items: Type.Array(
    Type.Object({
      productId: Type.String(),
      title: Type.String(),
      price: Type.Number({ description: 'Dollars, as paid' }),
      image: Type.String(),
      quantity: Type.Integer(),
    }),
  ),
  shippingAddress: AddressSchema,
  paymentMethod: Type.String(),
  user: Type.Object({ name: Type.String(), email: Type.String(), phone: Type.String() }),
});

export const CheckoutResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  order: OrderSchema,
});

export const OrderIdParamsSchema = Type.Object({ id: Type.String({ maxLength: 64 }) });
