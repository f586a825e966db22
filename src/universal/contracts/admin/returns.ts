import { type Static, Type } from 'typebox';
import { ALL_ORDER_STATUSES, type OrderStatus } from '../../order-status';
import {
  MAX_REJECTION_REASON,
  OPEN_RETURNS,
  RETURN_REASONS,
  RETURN_STATUSES,
  type ReturnReason,
  type ReturnStatus,
  type ReturnStatusFilter,
} from '../../return-rules';
import type { Query } from '../endpoint';
import { ERROR_CODES } from '../error-codes';
import { INVALID } from '../failures';
import { CustomerSchema, OrderItemSchema } from '../order';
import { ROLES_FOR } from '../../staff-roles';
import { RefundPayoutSchema } from '../../refund-payout';
import { Direction, SearchText, staffEndpoints, staffGrid } from './console';
import { ReturnRequestSchema } from '../returns';

/**
 * The returns queue in the staff console (issue 35): owner and support. A shopper's request is approved
 * (the shopper is told to send the items) or rejected with a reason (mailed to them and shown on their
 * order page), and an approved one is refunded when the items arrive, which puts their units back in stock.
 */

const Status = Type.Unsafe<ReturnStatus>(Type.String({ enum: [...RETURN_STATUSES] }));
const StatusFilter = Type.Unsafe<ReturnStatusFilter>(Type.String({ enum: [...RETURN_STATUSES, OPEN_RETURNS] }));
const Reason = Type.Unsafe<ReturnReason>(Type.String({ enum: [...RETURN_REASONS] }));
const OrderStatusSchema = Type.Unsafe<OrderStatus>(Type.String({ enum: [...ALL_ORDER_STATUSES] }));
const ReturnId = Type.Object({ id: Type.String({ maxLength: 64 }) });

/** How the refund is reckoned, said once for every answer that carries it. */
export const REFUND_RULE =
  "The refund is what the returned units paid: their prices as sold, less their share of a promo code's " +
  'discount, with their share of the tax. Delivery and a cash-on-delivery fee stay with the order. Returns that ' +
  'bring back every line pay back exactly what the goods cost; refunds of other amounts are staff refunds. ' +
  "Where staff say the return is the shop's fault, the refund adds the order's delivery charge, once per order.";

const Refund = Type.Number({
  description: `Dollars: what the refund pays back (fixed when refunded; before that, what it will). ${REFUND_RULE}`,
});

/** One row of the returns queue. */
export const AdminReturnRowSchema = Type.Object({
  id: Type.String(),
  number: Type.String({ description: "The return's last 8 characters, as the shopper's order page shows it" }),
  orderId: Type.String(),
  orderNumber: Type.String({ description: 'The 8-character order number shoppers see' }),
  status: Status,
  reason: Reason,
  createdAt: Type.String({ format: 'date-time', description: 'When the shopper asked' }),
  decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When it last moved (approved, rejected, refunded); null while requested',
  }),
  units: Type.Integer({ description: 'Units asked back' }),
  refund: Refund,
  name: Type.String(),
  email: Type.String({ description: 'The email the order was placed with' }),
  guest: Type.Boolean(),
});
export type AdminReturnRow = Static<typeof AdminReturnRowSchema>;

export const listAdminReturns = staffGrid(ROLES_FOR.returns, '/api/admin/returns', {
  summary: 'Return requests, filtered by status, searched and paged on the server',
  description: REFUND_RULE,
  filters: {
    /** By when the shopper asked: oldest first works a queue in the order it came. */
    direction: Direction,
    /** One status, or 'open': requested, or approved and not yet refunded. */
    status: Type.Optional(StatusFilter),
    /** An order number or a return number (8 characters, with or without #), an order id, an email, or part of a name. */
    q: SearchText,
  },
  row: AdminReturnRowSchema,
});
export type AdminReturnQuery = Query<typeof listAdminReturns>;

/** A returned line: what the shopper sends back, at the price it was paid. */
export const AdminReturnLineSchema = Type.Object({
  productId: Type.String(),
  sku: Type.Optional(Type.String({ description: 'The variant sent back (absent on requests made before variants)' })),
  title: Type.String(),
  variantLabel: Type.Optional(Type.String()),
  quantity: Type.Integer(),
  price: Type.Number({ description: 'Dollars a unit, as paid' }),
  exchangeSku: ReturnRequestSchema.properties.items.items.properties.exchangeSku,
  exchangeLabel: ReturnRequestSchema.properties.items.items.properties.exchangeLabel,
});

/** A moment in the request's life: asked, then each staff decision (from the audit trail). */
export const ReturnEventSchema = Type.Object({
  at: Type.String({ format: 'date-time' }),
  what: Type.String({ description: "'return.requested', or an audit action: 'return.approve', 'return.reject' …" }),
  by: Type.Union([Type.String(), Type.Null()], { description: 'A staff email; null for the shopper or the CLI' }),
  detail: Type.Optional(Type.String()),
});

export const AdminReturnSchema = Type.Object({
  id: Type.String(),
  number: Type.String(),
  status: Status,
  reason: Reason,
  createdAt: Type.String({ format: 'date-time' }),
  decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  rejectionReason: Type.Union([Type.String(), Type.Null()], { description: "Staff's reason, once rejected" }),
  refund: Refund,
  keptOffShelf: Type.Boolean({
    description: "Refunded with the units kept off the shelf (staff's choice: damaged, worn, opened); false otherwise",
  }),
  deliveryRefund: Type.Union([Type.Number(), Type.Null()], {
    description:
      "Dollars of the refund that paid back the order's delivery (staff's choice: the shop's fault); null: none",
  }),
  returnTo: Type.Union([ReturnRequestSchema.properties.returnTo, Type.Null()], {
    description: 'Where and how the parcel goes, with the pickup booked (approved returns); null otherwise',
  }),
  items: Type.Array(AdminReturnLineSchema),
  exchangeOrder: Type.Union([Type.Object({ id: Type.String(), number: Type.String() }), Type.Null()], {
    description: 'The order shipping the exchanged variants at no charge (made on approval); null: none',
  }),
  /** The order the items came from: enough to decide without opening it. */
  order: Type.Object({
    id: Type.String(),
    number: Type.String(),
    status: OrderStatusSchema,
    createdAt: Type.String({ format: 'date-time' }),
    total: Type.Number({ description: 'Dollars' }),
    delivery: Type.Number({
      description: 'Dollars of delivery the order charged and no earlier return paid back: what a delivery refund adds',
    }),
    paymentMethod: Type.String(),
    customer: CustomerSchema,
    guest: Type.Boolean(),
    items: Type.Array(OrderItemSchema),
  }),
  history: Type.Array(ReturnEventSchema),
});
export type AdminReturn = Static<typeof AdminReturnSchema>;

/** What is done to one return request: its id in the path, the request as it is now in the answer. */
const returnAction = staffEndpoints(ROLES_FOR.returns).with({
  params: ReturnId,
  response: AdminReturnSchema,
  failures: { 404: [ERROR_CODES.NOT_FOUND] },
});

/** Every decision answers the return as it is now; asking for the status it already has changes nothing. */
const DECISION_NOTE =
  'One transaction with its audit entry and the shopper’s mail. Asking again for the status the return already ' +
  'has answers it as it is, without a second mail, entry or stock movement; a move the lifecycle does not ' +
  'allow (requested → approved | rejected, approved → refunded) answers 409 RETURN_NOT_ALLOWED.';
const decision = returnAction.with({ description: DECISION_NOTE, failures: { 409: [ERROR_CODES.RETURN_NOT_ALLOWED] } });

export const getAdminReturn = returnAction.get('/api/admin/returns/:id', {
  summary: "One return request with its lines, its order's summary and lines, and its history",
  description: REFUND_RULE,
});

export const approveAdminReturn = decision.post('/api/admin/returns/:id/approve', {
  summary:
    "Approves a requested return: the shopper is mailed where to send the items (the region's address and instructions), and a carrier pickup is booked where the region offers it",
});

export const RejectReturnBodySchema = Type.Object({
  reason: Type.String({
    minLength: 1,
    maxLength: MAX_REJECTION_REASON,
    description: "Why, in words for the shopper: it is mailed to them and shown on their order's page",
  }),
});

export const rejectAdminReturn = decision.post('/api/admin/returns/:id/reject', {
  summary: 'Rejects a requested return with a reason, mailed to the shopper; its units may be asked back again',
  body: RejectReturnBodySchema,
  failures: INVALID,
});

export const refundAdminReturn = decision.post('/api/admin/returns/:id/refund', {
  summary:
    'Refunds an approved return once its items have arrived: their units go back in stock, once, unless staff keep them off',
  description: `${DECISION_NOTE} ${REFUND_RULE} A card order's refund goes back through its payment provider; a cash-on-delivery order's is sent by hand, and its payout says how.`,
  // No body at all (as before issue 51) reads as an empty one.
  body: Type.Object({
    payout: Type.Optional(RefundPayoutSchema),
    restock: Type.Optional(
      Type.Boolean({
        description:
          'Whether the returned units go back in stock (default true); false keeps them off the shelf (damaged, worn, opened)',
      }),
    ),
    refundDelivery: Type.Optional(
      Type.Boolean({
        description:
          "Whether the refund adds the order's delivery charge (the shop's fault; default false), once per order",
      }),
    ),
  }),
  failures: INVALID,
});
