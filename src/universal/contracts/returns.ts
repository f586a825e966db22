import { type Static, Type } from 'typebox';
import {
  MAX_RETURN_LINES,
  MAX_RETURN_QUANTITY,
  RETURN_REASONS,
  RETURN_STATUSES,
  type ReturnReason,
  type ReturnStatus,
} from '../return-rules';
import { RETURN_WINDOW_DAYS } from '../order-status';
import { ERROR_CODES } from './error-codes';
import { lineWordsByLanguage, shopperOrder } from './order';
import { ProductIdSchema } from './product-id';

/** A shopper's return requests and their endpoints; the lifecycle and limits are in ../return-rules. */

const ReasonSchema = Type.Unsafe<ReturnReason>(Type.String({ enum: [...RETURN_REASONS] }));
const StatusSchema = Type.Unsafe<ReturnStatus>(Type.String({ enum: [...RETURN_STATUSES] }));

export const ReturnRequestBodySchema = Type.Object({
  items: Type.Array(
    Type.Object({
      productId: ProductIdSchema,
      sku: Type.Optional(
        Type.String({
          maxLength: 64,
          description: "Only this variant's units; without it, the product's lines in the order's order",
        }),
      ),
      quantity: Type.Integer({ minimum: 1, maximum: MAX_RETURN_QUANTITY }),
      exchangeSku: Type.Optional(
        Type.String({
          maxLength: 64,
          description:
            'Another variant of the same product to send instead of money (a size exchange): reserved at once, shipped at no charge when the return is approved. Needs sku',
        }),
      ),
    }),
    { minItems: 1, maxItems: MAX_RETURN_LINES },
  ),
  reason: ReasonSchema,
});
export type ReturnRequestBody = Static<typeof ReturnRequestBodySchema>;

export const ReturnRequestSchema = Type.Object({
  id: Type.String(),
  orderId: Type.String(),
  status: StatusSchema,
  reason: ReasonSchema,
  createdAt: Type.String({ format: 'date-time' }),
  rejectionReason: Type.Optional(
    Type.String({ description: 'Why the shop rejected the request, in its own words (only on a rejected one)' }),
  ),
  refund: Type.Optional(
    Type.Number({
      description:
        'Dollars the return paid back, in the currency the order was charged in (only on a refunded one): what the returned units paid, their share of a discount off and of the tax in',
    }),
  ),
  deliveryRefund: Type.Optional(
    Type.Number({
      description: "The part of the refund that paid back the order's delivery (the shop's fault), in its currency",
    }),
  ),
  returnTo: Type.Optional(
    Type.Object(
      {
        address: Type.Optional(Type.String({ description: "The region's return address when it was approved" })),
        instructions: Type.Optional(Type.String({ description: "The region's return instructions, in its words" })),
        parcelNumber: Type.String({ description: 'The order number to write on the parcel' }),
        pickup: Type.Optional(
          Type.Object({
            reference: Type.String({ description: "The carrier pickup's reference, booked on approval" }),
            requestedAt: Type.String({ format: 'date-time' }),
          }),
        ),
      },
      { description: 'Where and how to send the parcel (only on an approved request)' },
    ),
  ),
  items: Type.Array(
    Type.Object({
      productId: ProductIdSchema,
      sku: Type.Optional(
        Type.String({ description: 'The variant sent back (absent on requests made before variants)' }),
      ),
      title: Type.String(),
      quantity: Type.Integer(),
      exchangeSku: Type.Optional(
        Type.String({
          description: 'The variant sent instead of money (a size exchange); such a line is not refunded',
        }),
      ),
      exchangeLabel: Type.Optional(
        Type.String({ description: "The exchanged variant's options in English, as asked for, e.g. 'Navy / L'" }),
      ),
      exchangeWords: lineWordsByLanguage(
        "The exchanged variant in the shop's other languages, by language tag, as asked for: its product's title " +
          "and its options' labels, as an order line's words are. A language left out reads as title and exchangeLabel",
      ),
    }),
  ),
  exchangeOrderId: Type.Optional(
    Type.String({ description: 'The order that ships the exchanged variants at no charge, made on approval' }),
  ),
});
export type ReturnRequest = Static<typeof ReturnRequestSchema>;

/** An order's returns and until when it can be returned (null: not delivered, so not yet). */
export const OrderReturnsSchema = Type.Object({
  returnableUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  returns: Type.Array(ReturnRequestSchema),
});
export type OrderReturns = Static<typeof OrderReturnsSchema>;

export const getOrderReturns = shopperOrder.get('/api/orders/:id/returns', {
  summary: "One of the user's orders: its return requests, and until when it can be returned",
  response: OrderReturnsSchema,
});

export const requestReturn = shopperOrder.post('/api/orders/:id/returns', {
  summary: `Asks to return items of a delivered order within ${RETURN_WINDOW_DAYS} days of delivery`,
  body: ReturnRequestBodySchema,
  status: 201,
  response: ReturnRequestSchema,
  failures: {
    400: [ERROR_CODES.VALIDATION_FAILED, ERROR_CODES.RETURN_TOO_MANY],
    409: [ERROR_CODES.RETURN_NOT_ALLOWED, ERROR_CODES.OUT_OF_STOCK],
  },
});
