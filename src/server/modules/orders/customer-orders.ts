import type { Queryable } from '../../db/database';
import type { ReturnRequest } from '../../../universal/contracts/returns';
import type { OrderStatus } from '../../../universal/order-status';
import { returnsRepository } from './returns-repository';

/** One of an account's orders, as the console's customer page lists them. */
export interface CustomerOrderSummary {
  id: string;
  status: OrderStatus;
  createdAt: Date;
  totalCents: number;
  /** Units across its lines. */
  units: number;
}

interface SummaryRow {
  id: string;
  status: OrderStatus;
  created_at: Date | string;
  total_cents: number;
  units: number;
}

/** An account's newest `limit` orders, newest first, and how many it has in all (the staff console). */
export async function ordersOfUser(
  db: Queryable,
  userId: string,
  limit: number,
): Promise<{ orders: CustomerOrderSummary[]; total: number }> {
  const [counted] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM orders WHERE user_id = $1', [
    userId,
  ]);
  const rows = await db.query<SummaryRow>(
    `SELECT o.id, o.status, o.created_at, o.total_cents,
       (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS units
     FROM orders o WHERE o.user_id = $1
     ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
    [userId, limit],
  );
  return {
    total: counted?.total ?? 0,
    orders: rows.map((row) => ({
      id: row.id,
      status: row.status,
      createdAt: new Date(row.created_at),
      totalCents: row.total_cents,
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
