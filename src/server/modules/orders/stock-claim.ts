import type { Queryable } from '../../db/database';
import { CANCELLED } from '../../../universal/order-status';

/** A line whose units go back on the shelf. */
export interface StockLine {
  sku: string;
  quantity: number;
}

/**
 * What brings units back: its table and the status it must be in, the table of its lines, their column
 * naming it and their order.
 */
interface StockSource {
  table: string;
  status: string;
  lines: string;
  owner: string;
  orderBy: string;
}

export const CANCELLED_ORDER: StockSource = {
  table: 'orders',
  status: CANCELLED,
  lines: 'order_items',
  owner: 'order_id',
  orderBy: 'position',
};

export const REFUNDED_RETURN: StockSource = {
  table: 'return_requests',
  status: 'refunded',
  lines: 'return_items',
  owner: 'return_id',
  orderBy: 'sku',
};

/**
 * The units a row of `source` brings back, once: stamps its stock_returned_at (in the caller's
 * transaction) and answers its lines, or nothing when it was stamped before, is not in the source's
 * status, or is not there. Lines with no variant name nothing to put back.
 */
export async function claimStockOnce(db: Queryable, source: StockSource, id: string, now: Date): Promise<StockLine[]> {
  const marked = await db.query(
    `UPDATE ${source.table} SET stock_returned_at = $2
     WHERE id = $1 AND status = '${source.status}' AND stock_returned_at IS NULL RETURNING id`,
    [id, now],
  );
  if (marked.length === 0) return [];
  return db.query<StockLine>(
    `SELECT sku, quantity FROM ${source.lines} WHERE ${source.owner} = $1 AND sku IS NOT NULL ORDER BY ${source.orderBy}`,
    [id],
  );
}
