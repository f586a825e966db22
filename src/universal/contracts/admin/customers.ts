import { type Static, Type } from 'typebox';
import { ALL_ORDER_STATUSES, type OrderStatus } from '../../order-status';
import { ROLES_FOR } from '../../staff-roles';
import { ERROR_CODES } from '../error-codes';
import type { Query } from '../endpoint';
import { INVALID } from '../failures';
import { ReturnRequestSchema } from '../returns';
import { AmountsByCurrency, ChargedCurrency, SearchText, staffEndpoints, staffGrid } from './console';
import { NOTE_MAX_LENGTH, TAG_MAX_LENGTH } from '../../customer-care';

/**
 * Customers in the staff console (issue 35): owner and support find a shopper's account and see their
 * orders, returns, reviews and signed-in devices; they can mail the shopper a password-reset link and end
 * every session. Nothing here ever carries a password, its hash, a session token or a reset link: staff
 * never see or set a shopper's password.
 */

const CustomerId = Type.Object({ id: Type.String({ format: 'uuid' }) });
const Status = Type.Unsafe<OrderStatus>(Type.String({ enum: [...ALL_ORDER_STATUSES] }));

export const CUSTOMER_PAGE_SIZES = [10, 25, 50, 100] as const;
/** The customer page lists this many of the newest orders; the orders grid has them all. */
export const CUSTOMER_ORDERS_SHOWN = 50;
/** The customer page lists this many of the newest returns, refunds and notes; the grids (or `noteCount`) say the rest. */
export const CUSTOMER_RETURNS_SHOWN = 20;
export const CUSTOMER_REFUNDS_SHOWN = 20;
export const CUSTOMER_NOTES_SHOWN = 50;

/** One row of the customers grid. */
export const CustomerRowSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  createdAt: Type.String({ format: 'date-time', description: 'When the account was made' }),
  orders: Type.Integer({ description: 'Orders of the account, cancelled ones included' }),
});
export type CustomerRow = Static<typeof CustomerRowSchema>;

export const listAdminCustomers = staffGrid(ROLES_FOR.customers, '/api/admin/customers', {
  summary: 'Customer accounts, searched by email, name or phone, newest first, paged on the server',
  filters: {
    /** An email (or part of one), part of a name, or a phone (any spacing, with or without its country code). */
    q: SearchText,
    /** Only accounts carrying this tag, in any case ("vip" finds "VIP"). */
    tag: Type.Optional(Type.String({ maxLength: TAG_MAX_LENGTH })),
  },
  row: CustomerRowSchema,
});
export type CustomerQuery = Query<typeof listAdminCustomers>;

/** The account as support reads it: contact details and preferences, never its password. */
export const CustomerProfileSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  language: Type.String({
    description: "The language mails are written in: a shop language's tag (the locale descriptors')",
  }),
  currency: Type.String(),
  emailNotifications: Type.Boolean({ description: 'Whether order mails are sent to the shopper' }),
});

/** One of the customer's orders, as the customer page lists them. */
export const CustomerOrderSchema = Type.Object({
  id: Type.String(),
  number: Type.String({ description: 'The 8-character number shoppers see' }),
  status: Status,
  createdAt: Type.String({ format: 'date-time' }),
  total: Type.Number({ description: 'Major units of `currency`' }),
  currency: ChargedCurrency,
  items: Type.Integer({ description: 'Units' }),
});

/** One of the customer's reviews, hidden ones too (marked). */
export const CustomerReviewSchema = Type.Object({
  id: Type.String(),
  productId: Type.Integer(),
  /** The product's title as the catalogue has it now; '' when the catalogue no longer holds it. */
  productTitle: Type.String(),
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  title: Type.String(),
  text: Type.String(),
  hidden: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});

/** A device the shopper is signed in on now. */
export const CustomerSessionSchema = Type.Object({
  id: Type.String(),
  /** "Chrome on Windows"; empty when the browser was not recognised. */
  device: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastSeenAt: Type.String({ format: 'date-time' }),
});

/** A staff member's note on a customer: internal, never shown to the shopper. */
export const CustomerNoteSchema = Type.Object({
  id: Type.String(),
  body: Type.String(),
  /** The author's email as it was when they wrote it. */
  by: Type.String(),
  /** Whether the staff member asking wrote it: only its author may delete a note. */
  mine: Type.Boolean(),
  at: Type.String({ format: 'date-time' }),
});
export type CustomerNote = Static<typeof CustomerNoteSchema>;

/** Money staff paid back on one of the customer's orders (a return's refund is on its return). */
export const CustomerRefundSchema = Type.Object({
  orderId: Type.String(),
  amount: Type.Number({ description: 'Major units of `currency`' }),
  currency: ChargedCurrency,
  reason: Type.String(),
  by: Type.String(),
  at: Type.String({ format: 'date-time' }),
});

/** A customer's tags, in the order they were added. */
const Tags = Type.Array(Type.String());

export const AdminCustomerSchema = Type.Object({
  profile: CustomerProfileSchema,
  /** The newest CUSTOMER_ORDERS_SHOWN orders; `orderCount` says how many there are in all. */
  orders: Type.Array(CustomerOrderSchema),
  orderCount: Type.Integer(),
  /** What the account's orders charged, cancelled ones left out: one figure per currency, never added together. */
  spent: AmountsByCurrency,
  /** The newest CUSTOMER_RETURNS_SHOWN return requests on the customer's orders; `returnCount` says how many in all. */
  returns: Type.Array(ReturnRequestSchema),
  returnCount: Type.Integer(),
  /** The newest CUSTOMER_REFUNDS_SHOWN refunds staff made on the customer's orders; `refundCount` in all. */
  refunds: Type.Array(CustomerRefundSchema),
  refundCount: Type.Integer(),
  /** The newest CUSTOMER_NOTES_SHOWN notes, newest first; `noteCount` in all. */
  notes: Type.Array(CustomerNoteSchema),
  noteCount: Type.Integer(),
  tags: Tags,
  reviews: Type.Array(CustomerReviewSchema),
  sessions: Type.Array(CustomerSessionSchema),
});
export type AdminCustomer = Static<typeof AdminCustomerSchema>;

/** What is done to one account: its id in the path (400 when it is no uuid). */
const customerAction = staffEndpoints(ROLES_FOR.customers).with({
  params: CustomerId,
  failures: { ...INVALID, 404: [ERROR_CODES.NOT_FOUND] },
});

export const getAdminCustomer = customerAction.get('/api/admin/customers/:id', {
  summary: "One customer: profile, orders, returns, reviews and live sessions (never a password's trace)",
  response: AdminCustomerSchema,
});

export const sendCustomerPasswordReset = customerAction.post('/api/admin/customers/:id/password-reset', {
  summary: 'Queues the shopper\'s password-reset mail, the one "Forgot password" sends, with its link',
  description:
    'The link goes to the shopper only: the answer names the address it was queued to, never the link. ' +
    "Staff are not held by the forgot-password flow's attempt limits; each request is in the audit trail.",
  status: 202,
  response: Type.Object({ queuedTo: Type.String({ description: 'The account email the mail goes to' }) }),
});

export const endCustomerSessions = customerAction.delete('/api/admin/customers/:id/sessions', {
  summary: 'Signs the shopper out on every device at once',
  response: Type.Object({ ended: Type.Integer() }),
});

export const addCustomerNote = customerAction.post('/api/admin/customers/:id/notes', {
  summary: 'Adds an internal note on the customer (never shown to the shopper); the answer is the note',
  body: Type.Object({ body: Type.String({ minLength: 1, maxLength: NOTE_MAX_LENGTH }) }),
  status: 201,
  response: CustomerNoteSchema,
});

export const deleteCustomerNote = customerAction.delete('/api/admin/customers/:id/notes/:noteId', {
  summary: 'Deletes a note on the customer: its author only (403 for anyone else)',
  params: Type.Object({ id: Type.String({ format: 'uuid' }), noteId: Type.String({ format: 'uuid' }) }),
  response: Type.Object({ deleted: Type.String() }),
  failures: { 403: [ERROR_CODES.FORBIDDEN] },
});

export const addCustomerTag = customerAction.post('/api/admin/customers/:id/tags', {
  summary: 'Tags the customer ("VIP", "wholesale"); a tag the customer has already, in any case, changes nothing',
  description:
    'A tag is 1-32 letters of any script, digits, spaces or hyphens; at most 20 a customer (409 beyond). ' +
    "The answer is the customer's tags as they are now.",
  body: Type.Object({ label: Type.String({ maxLength: 200 }) }),
  response: Type.Object({ tags: Tags }),
  failures: { 409: [ERROR_CODES.CONFLICT] },
});

export const removeCustomerTag = customerAction.delete('/api/admin/customers/:id/tags/:label', {
  summary: 'Takes a tag off the customer (in any case); the answer is their tags as they are now',
  params: Type.Object({ id: Type.String({ format: 'uuid' }), label: Type.String({ maxLength: 200 }) }),
  response: Type.Object({ tags: Tags }),
});
