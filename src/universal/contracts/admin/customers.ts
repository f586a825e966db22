import { type Static, Type } from 'typebox';
import { ALL_ORDER_STATUSES, type OrderStatus } from '../../order-status';
import { ROLES_FOR } from '../../staff-roles';
import { ERROR_CODES } from '../error-codes';
import type { Query } from '../endpoint';
import { INVALID } from '../failures';
import { ReturnRequestSchema } from '../returns';
import { AmountsByCurrency, ChargedCurrency, SearchText, staffEndpoints, staffGrid } from './console';

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

export const AdminCustomerSchema = Type.Object({
  profile: CustomerProfileSchema,
  /** The newest CUSTOMER_ORDERS_SHOWN orders; `orderCount` says how many there are in all. */
  orders: Type.Array(CustomerOrderSchema),
  orderCount: Type.Integer(),
  /** What the account's orders charged, cancelled ones left out: one figure per currency, never added together. */
  spent: AmountsByCurrency,
  /** Return requests on the customer's orders, newest first. */
  returns: Type.Array(ReturnRequestSchema),
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
