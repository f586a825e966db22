import { randomUUID } from 'node:crypto';
import { likeLiteral } from '../../db/like-literal';
import type { Queryable } from '../../db/database';
import { userRepository } from '../auth';
import { ALL_ORDER_STATUSES, type OrderStatus } from '../../../universal/order-status';
import type { AdminOrderQuery, AdminOrderRow, AdminOrderSort } from '../../../universal/contracts/admin/orders';
import { CONTACT_RULES } from '../../../universal/validation/contact-rules';
import { PAYMENT_DEMO_SUFFIX } from '../../../universal/validation/checkout-schema';
import type { Customer } from '../../../universal/contracts/order';
import { whereClause } from '../../db/where-clause';
import { toMajor } from '../../../universal/settlement';

/** What the console's search box takes: an order number or id, an email, or part of a name. */
export type OrderSearch =
  | { kind: 'number'; number: string }
  | { kind: 'id'; id: string }
  | { kind: 'email'; email: string }
  | { kind: 'name'; part: string };

/**
 * What support types: the number from a shopper's screen or mail ("#8318DA55", any case), the whole id
 * (from a log line), an email (it has an @), or else part of the customer's name.
 */
export function parseOrderSearch(typed: string): OrderSearch | undefined {
  const term = typed.trim();
  if (!term) return undefined;
  const hex = term.replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{8}$/.test(hex)) return { kind: 'number', number: hex };
  if (/^[0-9a-f]{24}$/.test(hex)) return { kind: 'id', id: hex };
  if (term.includes('@')) return { kind: 'email', email: term };
  return { kind: 'name', part: term };
}

/** The filters of the orders grid, checked: days already turned into the instants that bound them. */
export interface AdminOrderFilter {
  /** One of these statuses. */
  statuses?: readonly OrderStatus[];
  /** Placed at or after. */
  since?: Date;
  /** Placed before (the first moment of the shop's day after the last one asked for). */
  before?: Date;
  /** A payment method as stored ('paypal (Demo)') or as checkout names it ('paypal'). */
  payment?: string;
  /** An ISO country code (EG): the orders shipped to the checkout country of that code. */
  country?: string;
  search?: OrderSearch;
}

export type AdminOrderPage = Pick<AdminOrderQuery, 'page' | 'pageSize' | 'direction'> & { sort: AdminOrderSort };

/** The checkout's country names (what an order's address holds) by ISO code, and the code by name. */
const COUNTRIES = Object.entries(CONTACT_RULES).map(([name, rules]) => ({ name, code: rules.iso as string }));
const countryCode = (name: string) => COUNTRIES.find((country) => country.name === name)?.code ?? name;
const countryNames = (code: string) => [code, ...COUNTRIES.filter((c) => c.code === code).map((c) => c.name)];

const SORT_KEYS: Record<AdminOrderSort, string> = {
  createdAt: 'o.created_at',
  // Amounts of different currencies are not compared: by currency, then by total within it.
  total: 'o.currency, o.total_cents',
  // The lifecycle's order, cancelled last: "status" sorts as the order moves, not alphabetically.
  status: `array_position(ARRAY['${ALL_ORDER_STATUSES.join("','")}']::text[], o.status)`,
};

interface RowOfGrid {
  id: string;
  status: OrderStatus;
  created_at: Date | string;
  total_cents: number;
  currency: AdminOrderRow['currency'];
  items: number;
  customer: Customer;
  country: string | null;
  payment_method: string;
  guest: boolean;
}

interface NoteRow {
  id: string;
  staff_email: string;
  body: string;
  created_at: Date | string;
}

export interface OrderNote {
  id: string;
  body: string;
  by: string;
  at: Date;
}

/**
 * The condition a search puts on orders aliased `o`, its values added through `param` (which answers the
 * placeholder): the orders grid's and the returns queue's.
 */
export async function orderSearchCondition(
  db: Queryable,
  search: OrderSearch,
  param: (value: unknown) => string,
): Promise<string> {
  switch (search.kind) {
    case 'number':
      return `right(o.id, 8) = ${param(search.number)}::text`;
    case 'id':
      return `o.id = ${param(search.id)}::text`;
    case 'email': {
      // The email the order was placed with, or the account's email now (the auth module owns users).
      const account = await userRepository(db).findIdByEmail(search.email);
      const placedWith = `lower(o.customer->>'email') = ${param(search.email.toLowerCase())}::text`;
      return account ? `(${placedWith} OR o.user_id = ${param(account)}::uuid)` : placedWith;
    }
    case 'name':
      return `o.customer->>'name' ILIKE ${param(`%${likeLiteral(search.part)}%`)}::text ESCAPE '\\'`;
  }
}

/** The WHERE clause of a filter on orders aliased `o` and its parameters (numbered from $1): the grid's and its exports'. */
export async function orderFilterWhere(
  db: Queryable,
  filter: AdminOrderFilter,
): Promise<{ where: string; params: unknown[]; param: (value: unknown) => string; and: (condition: string) => void }> {
  const where = whereClause();
  const { param } = where;
  if (filter.statuses) where.and(`o.status = ANY(${param(filter.statuses)}::text[])`);
  if (filter.since) where.and(`o.created_at >= ${param(filter.since)}::timestamptz`);
  if (filter.before) where.and(`o.created_at < ${param(filter.before)}::timestamptz`);
  // A method as checkout names it ('paypal') finds its demo orders too ('paypal (Demo)', as stored).
  if (filter.payment)
    where.and(`o.payment_method = ANY(${param([filter.payment, `${filter.payment}${PAYMENT_DEMO_SUFFIX}`])}::text[])`);
  if (filter.country) where.and(`o.shipping_address->>'country' = ANY(${param(countryNames(filter.country))}::text[])`);
  if (filter.search) where.and(await orderSearchCondition(db, filter.search, param));
  return {
    params: where.params,
    param,
    and: where.and,
    get where() {
      return where.sql;
    },
  };
}

/** The staff console's reads of orders (the grid) and its internal notes on them. */
export function adminOrdersRepository(db: Queryable) {
  const whereOf = (filter: AdminOrderFilter) => orderFilterWhere(db, filter);

  return {
    /** One page of the orders grid and how many orders the filter finds in all. */
    async page(filter: AdminOrderFilter, page: AdminOrderPage): Promise<{ rows: AdminOrderRow[]; total: number }> {
      const { where, params } = await whereOf(filter);
      const [counted] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM orders o ${where}`,
        params,
      );
      const direction = page.direction === 'asc' ? 'ASC' : 'DESC';
      // Ties broken by time and id, the same way, so pages neither repeat nor skip an order.
      const order = [SORT_KEYS[page.sort], 'o.created_at', 'o.id'].map((key) => `${key} ${direction}`).join(', ');
      const rows = await db.query<RowOfGrid>(
        `SELECT o.id, o.status, o.created_at, o.total_cents, o.currency, o.customer, o.shipping_address->>'country' AS country,
           o.payment_method, o.user_id IS NULL AS guest,
           (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS items
         FROM orders o ${where}
         ORDER BY ${order}
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, page.pageSize, page.page * page.pageSize],
      );
      return {
        total: counted?.total ?? 0,
        rows: rows.map((row) => ({
          id: row.id,
          number: row.id.slice(-8),
          status: row.status,
          createdAt: new Date(row.created_at).toISOString(),
          total: toMajor(row.total_cents, row.currency),
          currency: row.currency,
          items: row.items,
          name: row.customer.name,
          email: row.customer.email,
          country: row.country === null ? '' : countryCode(row.country),
          paymentMethod: row.payment_method,
          guest: row.guest,
        })),
      };
    },

    /**
     * Whether an order is a guest's, and its account's id when it has one, with the staff's note on its payment
     * (why it failed, why it waits for review); undefined when there is no order.
     */
    async ownerOf(id: string): Promise<{ customerId: string | null; paymentNote: string | null } | undefined> {
      const [row] = await db.query<{ user_id: string | null; payment_note: string | null }>(
        'SELECT user_id, payment_note FROM orders WHERE id = $1',
        [id],
      );
      return row && { customerId: row.user_id, paymentNote: row.payment_note };
    },

    /** Adds an internal note to an order, by a staff member (their email kept as it is now). */
    async addNote(orderId: string, author: { id: string; email: string }, body: string, now: Date): Promise<OrderNote> {
      const id = randomUUID();
      await db.query(
        `INSERT INTO order_notes (id, order_id, staff_id, staff_email, body, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, orderId, author.id, author.email, body, now],
      );
      return { id, body, by: author.email, at: now };
    },

    /** An order's notes, oldest first. */
    async notesOf(orderId: string): Promise<OrderNote[]> {
      const rows = await db.query<NoteRow>(
        'SELECT id, staff_email, body, created_at FROM order_notes WHERE order_id = $1 ORDER BY created_at, id',
        [orderId],
      );
      return rows.map((row) => ({ id: row.id, body: row.body, by: row.staff_email, at: new Date(row.created_at) }));
    },
  };
}
