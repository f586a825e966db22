import { type Static, Type } from 'typebox';
import { ERROR_CODES } from './error-codes';

/**
 * The body of every 4xx/5xx answer: a stable machine-readable `code`, an English `message` a person
 * can read, and for form input the per-field messages. Where those are a shared form rule's, their
 * catalog ids come beside them, so a page in another language says them in its own. Routes declare it
 * for each failure status, so it is documented and serialised with all its fields.
 */
/** A line the shelf cannot fill (OUT_OF_STOCK): its variant, its product and the units there are. */
export const ShortLineSchema = Type.Object({
  sku: Type.String(),
  productId: Type.String(),
  available: Type.Integer({ minimum: 0 }),
});

export type ShortLine = Static<typeof ShortLineSchema>;

export const ErrorBodySchema = Type.Object({
  code: Type.Enum(ERROR_CODES),
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.String())),
  messageId: Type.Optional(Type.String({ description: "The catalog id of `message`, when it is a form rule's" })),
  errorIds: Type.Optional(
    Type.Record(Type.String(), Type.String(), {
      description: "The catalog id of each of `errors` that is a form rule's",
    }),
  ),
  lines: Type.Optional(
    Type.Array(ShortLineSchema, { description: 'OUT_OF_STOCK: each line short of stock, with the units on hand' }),
  ),
  limit: Type.Optional(
    Type.Integer({
      minimum: 0,
      description: 'QUANTITY_LIMIT: the units of one item an order may take; TOO_MANY_UNPAID_ORDERS: the orders',
    }),
  ),
});

export type ErrorBody = Static<typeof ErrorBodySchema>;
