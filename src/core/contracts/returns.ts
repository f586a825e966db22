import { type Static, Type } from 'typebox';
import { ProductIdSchema } from './product-id';

/**
 * Returns (issue 17): after delivery, within the return window, a shopper asks to send items back.
 * A request moves requested → approved → refunded, or requested → rejected; the operator moves it.
 */
export const RETURN_REASONS = ['damaged', 'wrong-item', 'not-as-described', 'no-longer-needed', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_STATUSES = ['requested', 'approved', 'refunded', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Where each status may go next; refunded and rejected are final. */
export const RETURN_MOVES: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['refunded'],
  refunded: [],
  rejected: [],
};

export function isReturnStatus(value: string): value is ReturnStatus {
  return (RETURN_STATUSES as readonly string[]).includes(value);
}

/** The most lines and units one request may name (an order holds at most 50 lines of at most 99). */
export const MAX_RETURN_LINES = 50;
export const MAX_RETURN_QUANTITY = 99;

const ReasonSchema = Type.Unsafe<ReturnReason>(Type.String({ enum: [...RETURN_REASONS] }));
const StatusSchema = Type.Unsafe<ReturnStatus>(Type.String({ enum: [...RETURN_STATUSES] }));

export const ReturnRequestBodySchema = Type.Object({
  items: Type.Array(
    Type.Object({
      productId: ProductIdSchema,
      quantity: Type.Integer({ minimum: 1, maximum: MAX_RETURN_QUANTITY }),
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
  items: Type.Array(Type.Object({ productId: ProductIdSchema, title: Type.String(), quantity: Type.Integer() })),
});
export type ReturnRequest = Static<typeof ReturnRequestSchema>;

/** An order's returns and until when it can be returned (null: not delivered, so not yet). */
export const OrderReturnsSchema = Type.Object({
  returnableUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  returns: Type.Array(ReturnRequestSchema),
});
export type OrderReturns = Static<typeof OrderReturnsSchema>;
