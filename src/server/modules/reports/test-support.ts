import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { OrderStatus } from '../../../universal/order-status';
import type { ChargeKind } from '../../../universal/order-charges';

/**
 * Orders written straight into the tables with the figures a report test names, at the moment it names:
 * checkout has its own tests, and a report is only as exact as the orders under it.
 */
export interface SeededLine {
  productId: number;
  sku?: string;
  title: string;
  variantLabel?: string;
  /** Minor units of the order's currency. */
  price: number;
  quantity: number;
}

export interface SeededOrder {
  /** An account's id, or a guest's email. */
  buyer: { userId: string } | { guestEmail: string };
  at: string;
  status: OrderStatus;
  currency: 'USD' | 'EGP' | 'GBP' | 'EUR';
  lines: SeededLine[];
  charges?: [ChargeKind, number][];
  tax: number;
  taxIncluded?: boolean;
  name?: string;
  paymentMethod?: string;
}

export const newOrderId = () => randomBytes(12).toString('hex');

/** Writes an order, its lines and charges; answers its id and total (minor units). */
export async function seedOrder(db: Queryable, order: SeededOrder): Promise<{ id: string; total: number }> {
  const id = newOrderId();
  const subtotal = order.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const charges = order.charges ?? [];
  const total = subtotal + (order.taxIncluded ? 0 : order.tax) + charges.reduce((sum, [, amount]) => sum + amount, 0);
  const guest = 'guestEmail' in order.buyer;
  const email = 'guestEmail' in order.buyer ? order.buyer.guestEmail : `${order.buyer.userId}@shop.example`;
  await db.query(
    `INSERT INTO orders (id, user_id, status, created_at, status_changed_at, subtotal_cents, tax_cents, total_cents,
       delivery_option, payment_method, shipping_address, customer, tax_included, currency, guest_access, tax_rate_bp)
     VALUES ($1, $2, $3, $4, $4, $5, $6, $7, 'standard', $8, $9::jsonb, $10::jsonb, $11, $12, $13, $14)`,
    [
      id,
      'userId' in order.buyer ? order.buyer.userId : null,
      order.status,
      order.at,
      subtotal,
      order.tax,
      total,
      order.paymentMethod ?? 'card (Demo)',
      JSON.stringify({ country: 'Egypt', city: 'Cairo', phone: '01012345678' }),
      JSON.stringify({ name: order.name ?? 'Test Buyer', email }),
      order.taxIncluded ?? false,
      order.currency,
      guest ? randomUUID() : null,
      order.taxIncluded ? 1_400 : 800,
    ],
  );
  for (const [position, line] of order.lines.entries())
    await db.query(
      `INSERT INTO order_items (order_id, position, product_id, title, price_cents, image, quantity, sku, variant_label)
       VALUES ($1, $2, $3, $4, $5, '/img.png', $6, $7, $8)`,
      [
        id,
        position,
        line.productId,
        line.title,
        line.price,
        line.quantity,
        line.sku ?? null,
        line.variantLabel ?? null,
      ],
    );
  for (const [position, [kind, amount]] of charges.entries())
    await db.query(
      `INSERT INTO order_charges (order_id, position, kind, amount_cents, tax) VALUES ($1, $2, $3, $4, $5)`,
      [id, position, kind, amount, kind === 'discount' ? 'with-goods' : 'untaxed'],
    );
  return { id, total };
}

/** A refund staff made on an order at `at` (minor units); `providerState` 'failed' paid nothing back. */
export async function seedRefund(
  db: Queryable,
  orderId: string,
  staffId: string,
  cents: number,
  at: string,
  providerState: 'pending' | 'succeeded' | 'failed' | null = null,
) {
  await db.query(
    `INSERT INTO order_refunds (id, order_id, amount_cents, reason, staff_id, staff_email, request_key, created_at, provider_state)
     VALUES ($1, $2, $3, 'test', $4, 'staff@shop.example', $5, $6, $7)`,
    [randomUUID(), orderId, cents, staffId, randomUUID(), at, providerState],
  );
}

/** A return of `quantity` units of a product, in `status` (refunded with `cents` at `at`). */
export async function seedReturn(
  db: Queryable,
  orderId: string,
  item: { productId: number; title: string; quantity: number },
  status: 'requested' | 'approved' | 'refunded' | 'rejected',
  at: string,
  cents: number | null = null,
) {
  const id = newOrderId();
  await db.query(
    `INSERT INTO return_requests (id, order_id, status, reason, created_at, status_changed_at, refund_cents)
     VALUES ($1, $2, $3, 'damaged', $4, $4, $5)`,
    [id, orderId, status, at, cents],
  );
  await db.query(`INSERT INTO return_items (return_id, product_id, title, quantity) VALUES ($1, $2, $3, $4)`, [
    id,
    item.productId,
    item.title,
    item.quantity,
  ]);
}
