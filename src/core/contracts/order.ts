import { type Static, Type } from 'typebox';
import { ALL_ORDER_STATUSES, type OrderStatus } from '../order-status';
import { DELIVERY_OPTIONS, type DeliveryOption } from '../pricing';
import { ProductIdSchema } from './product-id';

/** Where an order goes, as checkout took it (the shared checkout rules decide what is valid). */
export const ShippingAddressSchema = Type.Object({
  name: Type.String(),
  street: Type.String(),
  city: Type.String(),
  state: Type.String(),
  zipCode: Type.String(),
  country: Type.String(),
  phone: Type.String(),
});

/** An order line: a snapshot of the product at purchase, its price in dollars as paid. */
export const OrderItemSchema = Type.Object({
  productId: ProductIdSchema,
  title: Type.String(),
  price: Type.Number({ description: 'Dollars, as paid' }),
  image: Type.String(),
  quantity: Type.Integer(),
});

export type OrderItem = Static<typeof OrderItemSchema>;

/** The buyer as they were at checkout. */
export const CustomerSchema = Type.Object({ name: Type.String(), email: Type.String(), phone: Type.String() });

export type Customer = Static<typeof CustomerSchema>;

/** An order as the API answers it (spec §3), money in dollars like the catalogue. */
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
  deliveryOption: Type.Unsafe<DeliveryOption>(Type.String({ enum: [...DELIVERY_OPTIONS] })),
  items: Type.Array(OrderItemSchema),
  shippingAddress: ShippingAddressSchema,
  paymentMethod: Type.String(),
  user: CustomerSchema,
});

export type Order = Static<typeof OrderSchema>;

/** POST /api/orders/checkout's answer: the order created, or the one an earlier attempt with the key created. */
export const CheckoutResponseSchema = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  order: OrderSchema,
});

export type CheckoutResponse = Static<typeof CheckoutResponseSchema>;
