import type { Queryable } from '../../db/database';
import type { AdminReturnQuery, AdminReturnRow } from '../../../universal/contracts/admin/returns';
import type { Customer } from '../../../universal/contracts/order';
import type { ReturnReason, ReturnStatus } from '../../../universal/return-rules';
import { orderSearchCondition, type OrderSearch } from './admin-repository';
import { RETURN_AMOUNT_SQL } from './returns-repository';
import { whereClause } from '../../db/where-clause';

/** The returns queue's filters, checked. */
export interface AdminReturnFilter {
  /** One of these statuses. */
  statuses?: readonly ReturnStatus[];
  search?: OrderSearch;
}

export type AdminReturnPage = Pick<AdminReturnQuery, 'page' | 'pageSize' | 'direction'>;

interface QueueRow {
  id: string;
  order_id: string;
  status: ReturnStatus;
  reason: ReturnReason;
  created_at: Date | string;
  status_changed_at: Date | string;
  rejection_reason: string | null;
  refund_cents: number;
  units: number;
  customer: Customer;
  guest: boolean;
}

/** A return as the console reads it, beside its lines (the shopper's shape, returns-repository.ts). */
export interface AdminReturnFacts {
  id: string;
  orderId: string;
  status: ReturnStatus;
  reason: ReturnReason;
  createdAt: string;
  /** Null while requested. */
  decidedAt: string | null;
  rejectionReason: string | null;
  refundCents: number;
  units: number;
  customer: Customer;
  guest: boolean;
}

/** Once refunded, what it paid back; before that, what it will (the same rule). */
const SELECT_QUEUE = `SELECT r.id, r.order_id, r.status, r.reason, r.created_at, r.status_changed_at, r.rejection_reason,
    coalesce(r.refund_cents, ${RETURN_AMOUNT_SQL}) AS refund_cents,
    (SELECT coalesce(sum(i.quantity), 0)::int FROM return_items i WHERE i.return_id = r.id) AS units,
    o.customer, o.user_id IS NULL AS guest
  FROM return_requests r JOIN orders o ON o.id = r.order_id`;

const factsOf = (row: QueueRow): AdminReturnFacts => ({
  id: row.id,
  orderId: row.order_id,
  status: row.status,
  reason: row.reason,
  createdAt: new Date(row.created_at).toISOString(),
  decidedAt: row.status === 'requested' ? null : new Date(row.status_changed_at).toISOString(),
  rejectionReason: row.rejection_reason,
  refundCents: row.refund_cents,
  units: row.units,
  customer: row.customer,
  guest: row.guest,
});

/** The staff console's reads of return requests: the queue, and one request's facts. */
export function adminReturnsRepository(db: Queryable) {
  async function whereOf(filter: AdminReturnFilter): Promise<{ where: string; params: unknown[] }> {
    const where = whereClause();
    const { param } = where;
    if (filter.statuses) where.and(`r.status = ANY(${param(filter.statuses)}::text[])`);
    const search = filter.search;
    // The 8 characters a shopper reads out are the order's number, or the return's on their order page.
    if (search?.kind === 'number') {
      const number = param(search.number);
      where.and(`(right(o.id, 8) = ${number}::text OR right(r.id, 8) = ${number}::text)`);
    } else if (search) where.and(await orderSearchCondition(db, search, param));
    return { where: where.sql, params: where.params };
  }

  return {
    /** One page of the queue, by when the shopper asked, and how many requests the filter finds in all. */
    async page(filter: AdminReturnFilter, page: AdminReturnPage): Promise<{ rows: AdminReturnRow[]; total: number }> {
      const { where, params } = await whereOf(filter);
      const [counted] = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM return_requests r JOIN orders o ON o.id = r.order_id ${where}`,
        params,
      );
      const direction = page.direction === 'asc' ? 'ASC' : 'DESC';
      const rows = await db.query<QueueRow>(
        `${SELECT_QUEUE} ${where}
         ORDER BY r.created_at ${direction}, r.id ${direction}
         LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, page.pageSize, page.page * page.pageSize],
      );
      return {
        total: counted?.total ?? 0,
        rows: rows.map((row) => {
          const facts = factsOf(row);
          return {
            id: facts.id,
            number: facts.id.slice(-8),
            orderId: facts.orderId,
            orderNumber: facts.orderId.slice(-8),
            status: facts.status,
            reason: facts.reason,
            createdAt: facts.createdAt,
            decidedAt: facts.decidedAt,
            units: facts.units,
            refund: facts.refundCents / 100,
            name: facts.customer.name,
            email: facts.customer.email,
            guest: facts.guest,
          };
        }),
      };
    },

    /** One request's facts, or undefined when there is none. */
    async facts(id: string): Promise<AdminReturnFacts | undefined> {
      const [row] = await db.query<QueueRow>(`${SELECT_QUEUE} WHERE r.id = $1`, [id]);
      return row && factsOf(row);
    },
  };
}
