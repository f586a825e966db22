import type { Queryable } from '../../../db/database';
import { type DeliveryOption, toCents } from '../../../../universal/pricing';
import { STORED_MONEY_COLUMNS, type StoredMoney, storedTotals, totalsFromLines } from '../stored-totals';
import type { ShopperRecord } from './shopper';

export interface Verification {
  ordersChecked: number;
  cartsChecked: number;
  /** Orders in the database no client was told about (allowed only for checkouts whose answer was lost). */
  unacknowledged: number;
  problems: string[];
}

interface OrderRow extends StoredMoney {
  id: string;
  user_id: string;
  delivery_option: DeliveryOption;
}

/**
 * Checks the database against what the clients were told: every acknowledged order is present,
 * the buyer's, complete (its items, prices and totals as answered, and as the pricing rules give
 * from its items) and unique (one order per checkout key, retries answered with the same order);
 * no order anywhere lacks items; each cart is what its shopper last saw.
 */
export async function verifyAgainstDatabase(
  db: Queryable,
  shoppers: ShopperRecord[],
  options: { checkCarts?: boolean } = {},
): Promise<Verification> {
  const problems: string[] = [];
  let ordersChecked = 0;
  let cartsChecked = 0;
  let unacknowledged = 0;
  const users = shoppers.filter((shopper) => shopper.userId);
  const userIds = users.map((shopper) => shopper.userId as string);

  const rows = await db.query<OrderRow>(
    `SELECT id, user_id, delivery_option, ${STORED_MONEY_COLUMNS} FROM orders WHERE user_id = ANY($1::uuid[])`,
    [userIds],
  );
  const items = await db.query<{ order_id: string; product_id: number; price_cents: number; quantity: number }>(
    `SELECT order_id, product_id, price_cents, quantity FROM order_items WHERE order_id = ANY($1::text[]) ORDER BY order_id, position`,
    [rows.map((row) => row.id)],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const itemsOf = new Map<string, typeof items>();
  for (const item of items) itemsOf.set(item.order_id, [...(itemsOf.get(item.order_id) ?? []), item]);

  // No partial order anywhere: every order has items and totals that follow from them.
  for (const row of rows) {
    const lines = itemsOf.get(row.id) ?? [];
    if (lines.length === 0) problems.push(`order ${row.id} has no items`);
    const totals = totalsFromLines(
      row,
      lines.map((line) => ({ priceCents: line.price_cents, quantity: line.quantity })),
    );
    const stored = storedTotals(row);
    if (JSON.stringify(totals) !== JSON.stringify(stored))
      problems.push(
        `order ${row.id} totals ${JSON.stringify(stored)} do not follow from its items ${JSON.stringify(totals)}`,
      );
  }

  for (const shopper of users) {
    const seen = new Set<string>();
    for (const order of shopper.orders) {
      ordersChecked += 1;
      if (seen.has(order.id)) problems.push(`order ${order.id} acknowledged twice to ${shopper.email}`);
      seen.add(order.id);
      const row = byId.get(order.id);
      if (!row) {
        problems.push(`acknowledged order ${order.id} (${shopper.email}) is missing`);
        continue;
      }
      if (row.user_id !== shopper.userId)
        problems.push(`order ${order.id} belongs to ${row.user_id}, not ${shopper.userId}`);
      const stored = (itemsOf.get(order.id) ?? []).map(
        (line) => `${line.product_id}x${line.quantity}@${line.price_cents}`,
      );
      const told = order.items.map((item) => `${item.productId}x${item.quantity}@${toCents(item.price)}`);
      if (stored.join(',') !== told.join(','))
        problems.push(`order ${order.id} items ${stored.join(',')} differ from the answer ${told.join(',')}`);
      if (toCents(order.totalPrice) !== row.total_cents)
        problems.push(`order ${order.id} total ${row.total_cents} differs from the answer ${order.totalPrice}`);
    }
    for (const replay of shopper.replays) {
      if (replay.firstId !== replay.replayId)
        problems.push(`retry of ${replay.key} answered ${replay.replayId}, first ${replay.firstId}`);
    }
    const inDatabase = rows.filter((row) => row.user_id === shopper.userId).length;
    const extra = inDatabase - seen.size;
    if (extra > 0) unacknowledged += extra;
    if (extra > shopper.unknownCheckouts.length) {
      problems.push(
        `${shopper.email} has ${extra} orders nobody was told about, with only ${shopper.unknownCheckouts.length} unanswered checkouts`,
      );
    }
    if (options.checkCarts !== false && shopper.cart) {
      cartsChecked += 1;
      const lines = await db.query<{ product_id: number; quantity: number }>(
        'SELECT product_id, quantity FROM cart_items WHERE cart_id = $1 ORDER BY product_id',
        [shopper.userId],
      );
      const actual = lines.map((line) => `${line.product_id}x${line.quantity}`).join(',');
      const expected = [...shopper.cart]
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([id, quantity]) => `${id}x${quantity}`)
        .join(',');
      if (actual !== expected)
        problems.push(`${shopper.email} cart is ${actual || 'empty'}, last answered ${expected || 'empty'}`);
    }
  }
  return { ordersChecked, cartsChecked, unacknowledged, problems };
}
