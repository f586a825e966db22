import type { Queryable } from '../../db/database';
import type { ReturnRequest } from '../../../universal/contracts/returns';
import type { OrderStatus } from '../../../universal/order-status';
import { returnsRepository } from './returns-repository';
import type { Currency } from '../../../universal/i18n/money';
import { byCurrency, type MinorByCurrency } from './figures';

/** One of an account's orders, as the console's customer page lists them. */
export interface CustomerOrderSummary {
  id: string;
  status: OrderStatus;
  createdAt: Date;
  /** Minor units of `currency`, the one it was charged in. */
  totalCents: number;
  currency: Currency;
  /** Units across its lines. */
  units: number;
}

interface SummaryRow {
  id: string;
  status: OrderStatus;
  created_at: Date | string;
  total_cents: number;
  currency: Currency;
  units: number;
}

/**
 * An account's newest `limit` orders, newest first, how many it has in all and what it spent in each currency
 * (the staff console).
 */
export async function ordersOfUser(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<{ orders: CustomerOrderSummary[]; total: number; spent: MinorByCurrency[] }> {
  // What the account was charged, cancelled orders left out: one sum per currency, never added together.
  const [counted] = await db.query<{ total: number; spent: Record<string, string | number> | null }>(
    `SELECT (SELECT count(*)::int FROM orders WHERE user_id = $1) AS total,
            (SELECT jsonb_object_agg(currency, spent) FROM
              (SELECT currency, sum(total_cents) AS spent FROM orders
               WHERE user_id = $1 AND status <> 'cancelled' GROUP BY currency) AS sums) AS spent`,
    [userId],
  );
  const rows = await db.query<SummaryRow>(
    `SELECT o.id, o.status, o.created_at, o.total_cents, o.currency,
       (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS units
     FROM orders o WHERE o.user_id = $1
     ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
    [userId, limit],
  );
  return {
    total: counted?.total ?? 0,
    spent: byCurrency(counted?.spent ?? null),
    orders: rows.map((row) => ({
      id: row.id,
      status: row.status,
      createdAt: new Date(row.created_at),
      totalCents: row.total_cents,
      currency: row.currency,
      units: row.units,
    })),
  };
}

/** How many orders each of these accounts has (an account without any is left out of the map). */
export async function orderCountsOfUsers(db: Queryable, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.query<{ user_id: string; count: number }>(
    'SELECT user_id, count(*)::int AS count FROM orders WHERE user_id = ANY($1::uuid[]) GROUP BY user_id',
    [userIds],
  );
  return new Map(rows.map((row) => [row.user_id, row.count]));
}

/** The return requests on every order of an account, newest first. */
export function returnsOfUser(db: Queryable, userId: string): Promise<ReturnRequest[]> {
  return returnsRepository(db).forUser(userId);
}

/** Money staff paid back on one of an account's orders (a return's refund stays on its return). */
export interface CustomerRefund {
  orderId: string;
  amountCents: number;
  currency: Currency;
  reason: string;
  by: string;
  at: Date;
}

/** The newest `limit` refunds staff made on an account's orders, newest first, and how many there are in all. */
export async function refundsOfUser(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<{ refunds: CustomerRefund[]; total: number }> {
  const [counted] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE o.user_id = $1`,
    [userId],
  );
  const rows = await db.query<{
    order_id: string;
    amount_cents: number;
    currency: Currency;
    reason: string;
    staff_email: string;
    created_at: Date | string;
  }>(
    `SELECT r.order_id, r.amount_cents, o.currency, r.reason, r.staff_email, r.created_at
     FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE o.user_id = $1
     ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
    [userId, limit],
  );
  return {
    total: counted?.total ?? 0,
    refunds: rows.map((row) => ({
      orderId: row.order_id,
      amountCents: row.amount_cents,
      currency: row.currency,
      reason: row.reason,
      by: row.staff_email,
      at: new Date(row.created_at),
    })),
  };
}
