import type { Queryable } from '../../db/database';
import type { Currency } from '../../../universal/i18n/money';
import type { OrderStatus } from '../../../universal/order-status';
import type { ChargeKind } from '../../../universal/order-charges';
import { type AdminOrderFilter, orderFilterWhere } from './admin-repository';
import { REFUNDED_SQL } from './refunded-sql';

/**
 * The orders and their lines as the console's CSV exports read them (issue 52): the orders grid's filter,
 * a batch at a time, oldest first, each batch starting after the last one's (created_at, id) on the index
 * of migration 058, so an export of any size holds one batch in memory and never skips or repeats an order.
 */

/** Orders read per batch. */
export const EXPORT_BATCH = 500;

export interface ExportedOrder {
  id: string;
  createdAt: Date;
  status: OrderStatus;
  currency: Currency;
  /** Minor units of `currency`, as the order keeps them; discounts as a positive amount. */
  subtotal: number;
  discounts: number;
  delivery: number;
  fees: number;
  tax: number;
  total: number;
  refunded: number;
  units: number;
  name: string;
  email: string;
  phone: string;
  country: string;
  paymentMethod: string;
  guest: boolean;
}

export interface ExportedLine {
  orderId: string;
  createdAt: Date;
  status: OrderStatus;
  currency: Currency;
  position: number;
  productId: number;
  sku: string | null;
  title: string;
  variantLabel: string | null;
  quantity: number;
  /** Minor units of `currency`. */
  price: number;
}

interface OrderRow {
  id: string;
  created_at: Date | string;
  /** created_at as PostgreSQL writes it, to the microsecond (a Date keeps milliseconds): where the next batch starts. */
  cursor: string;
  status: OrderStatus;
  currency: Currency;
  subtotal_cents: number;
  discounts: number;
  delivery: number;
  fees: number;
  tax_cents: number;
  total_cents: number;
  refunded: number;
  units: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  country: string | null;
  payment_method: string;
  guest: boolean;
}

const [DISCOUNT, DELIVERY] = ['discount', 'delivery'] as const satisfies readonly ChargeKind[];

/** The filtered orders' rows, a batch at a time, oldest first. */
async function* orderRows(db: Queryable, filter: AdminOrderFilter): AsyncGenerator<OrderRow[]> {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const where = await orderFilterWhere(db, filter);
    const { param } = where;
    if (after) where.and(`(o.created_at, o.id) > (${param(after.at)}::timestamptz, ${param(after.id)}::text)`);
    const [discount, delivery] = [param(DISCOUNT), param(DELIVERY)];
    const rows = await db.query<OrderRow>(
      `SELECT o.id, o.created_at, o.created_at::text AS cursor, o.status, o.currency, o.subtotal_cents, o.tax_cents, o.total_cents,
              c.discounts, c.delivery, c.fees, ${REFUNDED_SQL('o.id')} AS refunded,
              (SELECT coalesce(sum(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS units,
              o.customer->>'name' AS name, o.customer->>'email' AS email, o.shipping_address->>'phone' AS phone,
              o.shipping_address->>'country' AS country, o.payment_method, o.user_id IS NULL AS guest
       FROM orders o
       CROSS JOIN LATERAL (
         SELECT coalesce(-sum(amount_cents) FILTER (WHERE kind = ${discount}::text), 0)::int AS discounts,
                coalesce(sum(amount_cents) FILTER (WHERE kind = ${delivery}::text), 0)::int AS delivery,
                coalesce(sum(amount_cents) FILTER (WHERE kind <> ${discount}::text AND kind <> ${delivery}::text), 0)::int AS fees
         FROM order_charges c WHERE c.order_id = o.id) c
       ${where.where}
       ORDER BY o.created_at, o.id
       LIMIT ${param(EXPORT_BATCH)}`,
      where.params,
    );
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH) return;
    after = { at: last.cursor, id: last.id };
  }
}

/** The orders the grid's filter finds, oldest first, one batch at a time. */
export async function* exportedOrders(db: Queryable, filter: AdminOrderFilter): AsyncGenerator<ExportedOrder[]> {
  for await (const rows of orderRows(db, filter)) {
    yield rows.map((row) => ({
      id: row.id,
      createdAt: new Date(row.created_at),
      status: row.status,
      currency: row.currency,
      subtotal: row.subtotal_cents,
      discounts: row.discounts,
      delivery: row.delivery,
      fees: row.fees,
      tax: row.tax_cents,
      total: row.total_cents,
      refunded: row.refunded,
      units: row.units,
      name: row.name ?? '',
      email: row.email ?? '',
      phone: row.phone ?? '',
      country: row.country ?? '',
      paymentMethod: row.payment_method,
      guest: row.guest,
    }));
  }
}

/** The lines of the orders the grid's filter finds, in the orders' order and each order's own. */
export async function* exportedLines(db: Queryable, filter: AdminOrderFilter): AsyncGenerator<ExportedLine[]> {
  for await (const orders of orderRows(db, filter)) {
    const lines = await db.query<{
      order_id: string;
      position: number;
      product_id: number;
      sku: string | null;
      title: string;
      variant_label: string | null;
      quantity: number;
      price_cents: number;
    }>(
      `SELECT order_id, position, product_id, sku, title, variant_label, quantity, price_cents
       FROM order_items WHERE order_id = ANY($1::text[])`,
      [orders.map((order) => order.id)],
    );
    const byOrder = new Map<string, typeof lines>();
    for (const line of lines) byOrder.set(line.order_id, [...(byOrder.get(line.order_id) ?? []), line]);
    yield orders.flatMap((order) =>
      (byOrder.get(order.id) ?? [])
        .sort((a, b) => a.position - b.position)
        .map((line) => ({
          orderId: order.id,
          createdAt: new Date(order.created_at),
          status: order.status,
          currency: order.currency,
          position: line.position,
          productId: line.product_id,
          sku: line.sku,
          title: line.title,
          variantLabel: line.variant_label,
          quantity: line.quantity,
          price: line.price_cents,
        })),
    );
  }
}
