import { Type } from '@fastify/type-provider-typebox';
import { DELIVERY_OPTIONS } from '../../../core/pricing';

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
  // Declared open and read by confirmedCartVersion: the app coerces types (null -> 0), and a missing
  // version must never pass for the version of a cart that was never changed.
  cartVersion: Type.Optional(
    Type.Unknown({
      description:
        "The cart's version (GET /api/cart) that the shopper confirmed; any other, or none, answers 409 CART_CHANGED",
    }),
  ),
});

/** The version the shopper confirmed, or undefined for a missing or malformed one (refused as changed). */
export function confirmedCartVersion(raw: unknown): number | undefined {
  return typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0 ? raw : undefined;
}

export const OrderIdParamsSchema = Type.Object({ id: Type.String({ maxLength: 64 }) });
