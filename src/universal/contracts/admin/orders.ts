import { type Static, Type } from 'typebox';
import { ALL_ORDER_STATUSES, type OrderStatus } from '../../order-status';
import { defineEndpoint } from '../endpoint';
import { ERROR_CODES } from '../error-codes';
import { OrderSchema } from '../order';
import { ROLES_FOR } from '../../staff-roles';

/** Orders in the staff console (issue 35): owner and support. */

const Status = Type.Unsafe<OrderStatus>(Type.String({ enum: [...ALL_ORDER_STATUSES] }));
const OrderId = Type.Object({ id: Type.String({ maxLength: 64 }) });
const STAFF_FAILURES = { 401: [ERROR_CODES.SESSION_EXPIRED], 403: [ERROR_CODES.FORBIDDEN] } as const;

export const ADMIN_ORDER_SORTS = ['createdAt', 'total', 'status'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;

/** One row of the orders grid. */
export const AdminOrderRowSchema = Type.Object({
  id: Type.String(),
  number: Type.String({ description: 'The 8-character number shoppers see' }),
  status: Status,
  createdAt: Type.String({ format: 'date-time' }),
  total: Type.Number({ description: 'Dollars' }),
  items: Type.Integer({ description: 'Units' }),
  name: Type.String(),
  email: Type.String(),
  country: Type.String(),
  paymentMethod: Type.String(),
  guest: Type.Boolean(),
});
export type AdminOrderRow = Static<typeof AdminOrderRowSchema>;

export const AdminOrderQuerySchema = Type.Object({
  page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
  sort: Type.Unsafe<AdminOrderSort>(Type.String({ enum: [...ADMIN_ORDER_SORTS], default: 'createdAt' })),
  direction: Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' }),
  status: Type.Optional(Status),
  /** Placed on or after, and before (YYYY-MM-DD, the shop's days, UTC). */
  from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  /** A payment method as checkout names it ('paypal', its demo orders too) or as an order stores it. */
  payment: Type.Optional(Type.String({ maxLength: 60 })),
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  /** An order number (with or without #), an email, or part of a name. */
  q: Type.Optional(Type.String({ maxLength: 120 })),
});
export type AdminOrderQuery = Static<typeof AdminOrderQuerySchema>;

export const listAdminOrders = defineEndpoint({
  method: 'GET',
  path: '/api/admin/orders',
  summary: 'Orders, filtered, searched and paged on the server',
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.orders,
  querystring: AdminOrderQuerySchema,
  response: Type.Object({ rows: Type.Array(AdminOrderRowSchema), total: Type.Integer() }),
  failures: { 400: [ERROR_CODES.VALIDATION_FAILED], ...STAFF_FAILURES },
});

export const OrderNoteSchema = Type.Object({
  id: Type.String(),
  body: Type.String(),
  by: Type.String({ description: "The staff member's email" }),
  at: Type.String({ format: 'date-time' }),
});

/** A moment in the order's life: placed, each status change, tracking, notes (from the audit trail). */
export const OrderEventSchema = Type.Object({
  at: Type.String({ format: 'date-time' }),
  what: Type.String({ description: "An audit action ('order.ship') or 'order.placed'" }),
  by: Type.Union([Type.String(), Type.Null()], { description: 'A staff email; null for the shopper or the shop' }),
  detail: Type.Optional(Type.String()),
});

export const OrderMailSchema = Type.Object({
  subject: Type.String(),
  to: Type.String(),
  queuedAt: Type.String({ format: 'date-time' }),
  sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

/** One payment back: staff's (with who and why) or a return's (with its number). */
export const RefundSchema = Type.Object({
  amount: Type.Number({ description: 'Dollars' }),
  at: Type.String({ format: 'date-time' }),
  by: Type.Union([Type.String(), Type.Null()], { description: "The staff member's email; null for a return's" }),
  reason: Type.Union([Type.String(), Type.Null()]),
  returnNumber: Type.Optional(Type.String({ description: "The return's 8-character number" })),
});

export const REFUND_BLOCKS = ['not-shipped', 'not-paid'] as const;
export type RefundBlock = (typeof REFUND_BLOCKS)[number];

/** Where the order's money stands: what it took, what went back, what may still go back (all dollars). */
export const OrderMoneySchema = Type.Object({
  paid: Type.Number(),
  refunded: Type.Number(),
  refundable: Type.Number(),
  /** Why nothing can be refunded now: not shipped yet (cancel it instead), or paid on delivery and not yet. */
  blocked: Type.Optional(Type.Unsafe<RefundBlock>(Type.String({ enum: [...REFUND_BLOCKS] }))),
  refunds: Type.Array(RefundSchema),
});

export const AdminOrderSchema = Type.Object({
  order: OrderSchema,
  money: OrderMoneySchema,
  guest: Type.Boolean(),
  /** The account's id, when the order has one (for the customer's page). */
  customerId: Type.Union([Type.String(), Type.Null()]),
  notes: Type.Array(OrderNoteSchema),
  timeline: Type.Array(OrderEventSchema),
  mails: Type.Array(OrderMailSchema),
});
export type AdminOrder = Static<typeof AdminOrderSchema>;

export const getAdminOrder = defineEndpoint({
  method: 'GET',
  path: '/api/admin/orders/:id',
  summary: 'One order with its customer, notes, timeline and mails',
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.orders,
  params: OrderId,
  response: AdminOrderSchema,
  failures: { ...STAFF_FAILURES, 404: [ERROR_CODES.ORDER_NOT_FOUND] },
});

export const advanceAdminOrder = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/status',
  summary: 'Moves an order on (processing, delivered); the shopper is mailed as by the CLI',
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.orders,
  params: OrderId,
  body: Type.Object({ status: Status }),
  response: AdminOrderSchema,
  failures: {
    400: [ERROR_CODES.VALIDATION_FAILED],
    ...STAFF_FAILURES,
    404: [ERROR_CODES.ORDER_NOT_FOUND],
    409: [ERROR_CODES.CONFLICT],
  },
});

export const shipAdminOrder = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/ship',
  summary: 'Ships an order with its carrier and tracking number (or corrects the tracking of a shipped one)',
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.orders,
  params: OrderId,
  body: Type.Object({ carrier: Type.String({ maxLength: 60 }), tracking: Type.String({ maxLength: 60 }) }),
  response: AdminOrderSchema,
  failures: {
    400: [ERROR_CODES.VALIDATION_FAILED],
    ...STAFF_FAILURES,
    404: [ERROR_CODES.ORDER_NOT_FOUND],
    409: [ERROR_CODES.CONFLICT],
  },
});

export const cancelAdminOrder = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/cancel',
  summary: 'Cancels an order that has not shipped, with a reason; its stock goes back',
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.orders,
  params: OrderId,
  body: Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500 }) }),
  response: AdminOrderSchema,
  failures: {
    400: [ERROR_CODES.VALIDATION_FAILED],
    ...STAFF_FAILURES,
    404: [ERROR_CODES.ORDER_NOT_FOUND],
    409: [ERROR_CODES.ORDER_NOT_CANCELLABLE, ERROR_CODES.ORDER_ALREADY_CANCELLED, ERROR_CODES.ORDER_ALREADY_DELIVERED],
  },
});

export const addAdminOrderNote = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/notes',
  summary: 'Adds an internal note (never shown to the shopper)',
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.orders,
  params: OrderId,
  body: Type.Object({ body: Type.String({ minLength: 1, maxLength: 2000 }) }),
  status: 201,
  response: AdminOrderSchema,
  failures: { 400: [ERROR_CODES.VALIDATION_FAILED], ...STAFF_FAILURES, 404: [ERROR_CODES.ORDER_NOT_FOUND] },
});

export const resendAdminOrderConfirmation = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/resend-confirmation',
  summary: "Queues the order's confirmation mail again",
  description: 'Refused (409) when the shopper turned email notifications off, as checkout sends them none.',
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.orders,
  params: OrderId,
  response: AdminOrderSchema,
  failures: { ...STAFF_FAILURES, 404: [ERROR_CODES.ORDER_NOT_FOUND], 409: [ERROR_CODES.CONFLICT] },
});

export const listCarriers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/carriers',
  summary: 'The carriers an order can ship with',
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.orders,
  response: Type.Array(Type.Object({ name: Type.String() })),
  failures: STAFF_FAILURES,
});

export const refundAdminOrder = defineEndpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/refunds',
  summary: 'Pays back part or all of what a shipped or delivered order took (demo provider); the shopper is mailed',
  description:
    'Never more than the order took less what went back before (a return refund counts). The same key again ' +
    'answers the order as it is and pays nothing more.',
  tags: ['admin'],
  access: 'staff',
  roles: ROLES_FOR.orders,
  params: OrderId,
  body: Type.Object({
    amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000, description: 'Dollars, to the cent' }),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
    key: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }),
  }),
  status: 201,
  response: AdminOrderSchema,
  failures: {
    400: [ERROR_CODES.VALIDATION_FAILED],
    ...STAFF_FAILURES,
    404: [ERROR_CODES.ORDER_NOT_FOUND],
    409: [ERROR_CODES.CONFLICT],
  },
});
