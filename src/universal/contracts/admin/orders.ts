import { type Static, Type } from 'typebox';
import {
  ALL_ORDER_STATUSES,
  ORDER_STATUS_GROUP_NAMES,
  type OrderStatus,
  type OrderStatusGroup,
} from '../../order-status';
import type { Query } from '../endpoint';
import { ERROR_CODES } from '../error-codes';
import { INVALID, THROTTLED } from '../failures';
import { OrderSchema, ShippingAddressSchema } from '../order';
import { ROLES_FOR } from '../../staff-roles';
import { RefundPayoutSchema } from '../../refund-payout';
import { ChargedCurrency, Day, Direction, SearchText, staffEndpoints, staffGrid } from './console';

/** Orders in the staff console (issue 35): owner and support. */

const Status = Type.Unsafe<OrderStatus>(Type.String({ enum: [...ALL_ORDER_STATUSES] }));
const StatusFilter = Type.Unsafe<OrderStatus | OrderStatusGroup>(
  Type.String({ enum: [...ALL_ORDER_STATUSES, ...ORDER_STATUS_GROUP_NAMES] }),
);
const OrderId = Type.Object({ id: Type.String({ maxLength: 64 }) });
const ORDER_NOT_FOUND = { 404: [ERROR_CODES.ORDER_NOT_FOUND] } as const;

export const ADMIN_ORDER_SORTS = ['createdAt', 'total', 'status'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;

/** One row of the orders grid. */
export const AdminOrderRowSchema = Type.Object({
  id: Type.String(),
  number: Type.String({ description: 'The 8-character number shoppers see' }),
  status: Status,
  createdAt: Type.String({ format: 'date-time' }),
  total: Type.Number({ description: 'Major units of `currency`' }),
  currency: ChargedCurrency,
  items: Type.Integer({ description: 'Units' }),
  name: Type.String(),
  email: Type.String(),
  country: Type.String(),
  paymentMethod: Type.String(),
  guest: Type.Boolean(),
});
export type AdminOrderRow = Static<typeof AdminOrderRowSchema>;

export const listAdminOrders = staffGrid(ROLES_FOR.orders, '/api/admin/orders', {
  summary: 'Orders, filtered, searched and paged on the server',
  filters: {
    sort: Type.Unsafe<AdminOrderSort>(Type.String({ enum: [...ADMIN_ORDER_SORTS], default: 'createdAt' })),
    direction: Direction,
    /** One status, or a group of them: 'unshipped' (pending or processing), 'notCancelled'. */
    status: Type.Optional(StatusFilter),
    /** Placed on or after the first day and on or before the last (YYYY-MM-DD: the shop's days, in SHOP_TIMEZONE). */
    from: Day,
    to: Day,
    /** A payment method as checkout names it ('paypal', its demo orders too) or as an order stores it. */
    payment: Type.Optional(Type.String({ maxLength: 60 })),
    country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
    /** An order number (with or without #), an email, or part of a name. */
    q: SearchText,
  },
  row: AdminOrderRowSchema,
});
export type AdminOrderQuery = Query<typeof listAdminOrders>;

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
  state: Type.Optional(
    Type.Unsafe<'pending' | 'succeeded' | 'failed'>(
      Type.String({
        enum: ['pending', 'succeeded', 'failed'],
        description:
          "Through the payment provider (issue 51): pending until it pays it back; a failed one paid nothing back. Absent for the demo's",
      }),
    ),
  ),
  payout: Type.Optional(RefundPayoutSchema),
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
  paymentNote: Type.Optional(
    Type.String({
      description:
        'For staff, on an order paid through a provider: why its payment failed or waits for review, or that a late payment is being refunded',
    }),
  ),
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

const ordersEndpoint = staffEndpoints(ROLES_FOR.orders);

/** What is done to one order: its id in the path, the order as it is now in the answer. */
const orderAction = ordersEndpoint.with({ params: OrderId, response: AdminOrderSchema, failures: ORDER_NOT_FOUND });

export const getAdminOrder = orderAction.get('/api/admin/orders/:id', {
  summary: 'One order with its customer, notes, timeline and mails',
});

export const advanceAdminOrder = orderAction.post('/api/admin/orders/:id/status', {
  summary: 'Moves an order on (processing, delivered); the shopper is mailed as by the CLI',
  body: Type.Object({ status: Status }),
  failures: { ...INVALID, 409: [ERROR_CODES.CONFLICT] },
});

export const shipAdminOrder = orderAction.post('/api/admin/orders/:id/ship', {
  summary: 'Ships an order with its carrier and tracking number (or corrects the tracking of a shipped one)',
  body: Type.Object({ carrier: Type.String({ maxLength: 60 }), tracking: Type.String({ maxLength: 60 }) }),
  failures: { ...INVALID, 409: [ERROR_CODES.CONFLICT] },
});

export const cancelAdminOrder = orderAction.post('/api/admin/orders/:id/cancel', {
  summary: 'Cancels an order that has not shipped, with a reason; its stock goes back',
  body: Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500 }) }),
  failures: {
    ...INVALID,
    409: [ERROR_CODES.ORDER_NOT_CANCELLABLE, ERROR_CODES.ORDER_ALREADY_CANCELLED, ERROR_CODES.ORDER_ALREADY_DELIVERED],
  },
});

export const addAdminOrderNote = orderAction.post('/api/admin/orders/:id/notes', {
  summary: 'Adds an internal note (never shown to the shopper)',
  body: Type.Object({ body: Type.String({ minLength: 1, maxLength: 2000 }) }),
  status: 201,
  failures: INVALID,
});

export const resendAdminOrderConfirmation = orderAction.post('/api/admin/orders/:id/resend-confirmation', {
  summary: "Queues the order's confirmation mail again",
  description: 'Refused (409) when the shopper turned email notifications off, as checkout sends them none.',
  failures: { 409: [ERROR_CODES.CONFLICT] },
});

/** A second resend of a guest's order link within this many seconds is refused (429): one mail is on its way. */
export const ORDER_LINK_RESEND_SECONDS = 60;

export const resendGuestOrderLink = ordersEndpoint.post('/api/admin/orders/:id/resend-link', {
  summary: "Mails a guest's order link again to the email the order was placed with",
  description:
    "Only a guest's order has a link of its own (an account's order is read by signing in): 409 for another. " +
    'The answer names the address, never the link; a second resend within a minute answers 429.',
  params: OrderId,
  status: 202,
  response: Type.Object({ queuedTo: Type.String() }),
  failures: { ...ORDER_NOT_FOUND, 409: [ERROR_CODES.CONFLICT], ...THROTTLED },
});

export const changeAdminOrderAddress = orderAction.post('/api/admin/orders/:id/address', {
  summary: 'Corrects where an order goes before it ships; the shopper is mailed the new address',
  description:
    "Checked by checkout's address rules (the phone by the country's). The country stays (its taxes and delivery " +
    'were charged for it): another answers 400. A shipped, delivered or cancelled order answers 409.',
  body: ShippingAddressSchema,
  failures: { ...INVALID, 409: [ERROR_CODES.CONFLICT] },
});

export const listCarriers = ordersEndpoint.get('/api/admin/carriers', {
  summary: 'The carriers an order can ship with',
  response: Type.Array(Type.Object({ name: Type.String() })),
});

export const refundAdminOrder = orderAction.post('/api/admin/orders/:id/refunds', {
  summary:
    'Pays back part or all of what a shipped or delivered order took, through its payment provider (pending until it ' +
    'confirms; the demo pays at once); the shopper is mailed',
  description:
    'Never more than the order took less what went back before (a return refund counts). The same key again ' +
    'answers the order as it is and pays nothing more.',
  body: Type.Object({
    amount: Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000, description: 'Dollars, to the cent' }),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
    key: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' }),
    payout: Type.Optional(RefundPayoutSchema),
  }),
  status: 201,
  failures: { ...INVALID, 409: [ERROR_CODES.CONFLICT] },
});
