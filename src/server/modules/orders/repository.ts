import type { Queryable } from '../../db/database';
import { type Buyer, userRepository } from '../auth';
import { DEFAULT_LOCALE } from '../../../universal/i18n/locale';
import { CANCELLABLE_STATUSES, CANCELLED, ORDER_STATUSES, type OrderStatus } from '../../../universal/order-status';
import type { DeliveryOption } from '../../../universal/pricing';
import type { ShippingAddress } from '../../../universal/validation/checkout-schema';
import { type OrderChargeRow, type OrderItemRow, type OrderRow, toOrderJson } from './order-model';
import type { OrderCharge } from '../../../universal/order-charges';
import { REFUNDED_SQL } from './refunded-sql';
import { CANCELLED_ORDER, claimStockOnce, type StockLine } from './stock-claim';
import { MAY_FULFIL_SQL, UNPAID_SQL } from './payment-records';
import type { Customer, Order, OrderPaymentState } from '../../../universal/contracts/order';
import type { LineWordsByLanguage } from '../catalogue';

const ORDER_COLUMNS = `id, user_id, status, created_at, currency, rate_units_per_usd, rate_set_at, subtotal_cents, tax_cents, tax_rate_bp, tax_included, total_cents,
  delivery_min_days, delivery_max_days, promised_from::text AS promised_from, promised_to::text AS promised_to,
  delivery_option, payment_method, shipping_address, customer, promo_code, carrier, tracking_number, guest_access,
  payment_provider, payment_state, payment_reference, payment_hold_until,
  (SELECT tracking_url_template FROM carriers WHERE carriers.name = orders.carrier) AS tracking_url_template,
  ${REFUNDED_SQL('orders.id')} AS refunded_cents`;

/** An order's columns with its lines and its charges, each aggregated in position order: one statement an order list. */
const ORDER_WITH_LINES = `${ORDER_COLUMNS},
  (SELECT coalesce(json_agg(i ORDER BY i.position), '[]') FROM order_items i WHERE i.order_id = orders.id) AS lines,
  (SELECT coalesce(json_agg(c ORDER BY c.position), '[]') FROM order_charges c WHERE c.order_id = orders.id)
    AS charge_rows`;

type OrderWithLinesRow = OrderRow & { lines: OrderItemRow[]; charge_rows: OrderChargeRow[] };

const orderOf = (row: OrderWithLinesRow): Order => toOrderJson(row, row.lines, row.charge_rows);

/**
 * Rank of a status inside SQL, so "only forward" is checked in the same statement that changes it.
 * 'cancelled' has no rank (NULL), so no comparison holds for it: nothing advances into or out of it.
 */
const STATUS_RANK = `array_position(ARRAY['${ORDER_STATUSES.join("','")}']::text[], `;

/** The lifecycle statuses that have a next one (all but the last). */
const ADVANCING_STATUSES = ORDER_STATUSES.slice(0, -1);

export interface NewOrder {
  id: string;
  /** The account's; null for a guest's order, which has `guest` instead. */
  userId: string | null;
  /** A guest order's access key and the language its mails are written in. */
  guest?: { access: string; locale: string };
  createdAt: Date;
  /** What it charges in: every amount here and on its lines is in this currency's minor units. */
  currency: string;
  /** The rate its converted prices were taken at, and when that rate was set; absent where none was. */
  rate?: { unitsPerUsd: number; setAt: Date };
  /** Paid through a provider (issue 51): placed awaiting its money, holding its stock until `holdUntil`. */
  payment?: { provider: 'stripe' | 'paymob'; holdUntil: Date };
  subtotalCents: number;
  /** The cart's code that gave the discount, if any. */
  promoCode: string | undefined;
  /** What it charges besides its goods, as checkout reckoned them (checkoutTotals): stored row for row. */
  charges: readonly OrderCharge[];
  taxCents: number;
  /** The rule it was charged by: the rate, and whether the prices held it. */
  taxRateBasisPoints: number;
  taxIncluded: boolean;
  totalCents: number;
  /** The business days the chosen delivery promised. */
  deliveryDays: { min: number; max: number };
  /** The days it promised to arrive (shop days, 'YYYY-MM-DD'). */
  promisedDates: { from: string; to: string };
  deliveryOption: DeliveryOption;
  paymentMethod: string;
  shippingAddress: ShippingAddress;
  customer: Customer;
}

export interface NewOrderItem {
  productId: number;
  /** The variant sold, and its label in English as sold ('' for a product without options). */
  sku: string;
  variantLabel: string;
  title: string;
  /** The title and variant in the shop's other languages, as sold (a language left out reads as English). */
  words: LineWordsByLanguage;
  priceCents: number;
  image: string;
  quantity: number;
}

export interface OrderFilter {
  status?: OrderStatus;
  /** The 8-character order number shoppers see (lower case). */
  number?: string;
  email?: string;
  limit?: number;
}

export type AdvanceResult =
  | { ok: true; order: Order }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'not-forward'; current: OrderStatus }
  /** Its card payment is not made (or is under review): it moves on once the provider says it is paid. */
  | { ok: false; reason: 'unpaid'; current: OrderStatus; payment: OrderPaymentState };

export type CancelResult =
  | { ok: true; order: Order }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'not-cancellable'; current: OrderStatus };

/**
 * Who asks about an order: its account, or a guest holding its access key (decision 0079). Someone else's
 * order reads as missing, so ids reveal nothing. The operator passes no viewer: every order is theirs.
 */
export type OrderViewer = { userId: string } | { access: string };

/** An order's viewer as two SQL parameters: the user id and the access key, one of them null. */
function viewerParams(viewer: OrderViewer | undefined): [string | null, string | null] {
  if (!viewer) return [null, null];
  return 'userId' in viewer ? [viewer.userId, null] : [null, viewer.access];
}

/** The condition "the viewer in parameters $u and $a may see this order" (both null: the operator). */
const VIEWER_MAY_SEE = (u: string, a: string) =>
  `((${u}::uuid IS NULL AND ${a}::text IS NULL) OR user_id = ${u}::uuid OR guest_access = ${a}::text)`;

/**
 * The INSERT of an order's lines, as sold, in their order, its cells added to `params` (the order's id is
 * `$1`, the caller's first parameter).
 */
function itemsInsert(params: unknown[], items: readonly NewOrderItem[]): string {
  const values = items.map((item, position) => {
    const cells = [
      position,
      item.productId,
      item.title,
      item.priceCents,
      item.image,
      item.quantity,
      item.sku,
      item.variantLabel,
      JSON.stringify(item.words),
    ];
    return `($1, ${cells.map((cell) => `$${params.push(cell)}`).join(', ')})`;
  });
  return `INSERT INTO order_items (order_id, position, product_id, title, price_cents, image, quantity, sku,
      variant_label, words)
    VALUES ${values.join(', ')}`;
}

/** The INSERT of an order's charges in their order, as itemsInsert's; none when it has none. */
function chargesInsert(params: unknown[], charges: NewOrder['charges']): string | undefined {
  if (charges.length === 0) return undefined;
  const values = charges.map(
    (charge, position) =>
      `($1, ${[position, charge.kind, charge.amountCents, charge.tax].map((cell) => `$${params.push(cell)}`).join(', ')})`,
  );
  return `INSERT INTO order_charges (order_id, position, kind, amount_cents, tax) VALUES ${values.join(', ')}`;
}

/**
 * Several writes as one statement: each but the last in a WITH (PostgreSQL runs every data-modifying WITH
 * once, and checks the lines' reference to their order when the statement ends).
 */
function asOneStatement(writes: readonly (string | undefined)[]): string {
  const sql = writes.filter((write): write is string => write !== undefined);
  const last = sql.pop() as string;
  return sql.length === 0 ? last : `WITH ${sql.map((write, i) => `write${i} AS (${write})`).join(', ')} ${last}`;
}

/** Every read and write of orders, their items and their charges; pass a transaction to make several one unit. */
export function ordersRepository(db: Queryable) {
  /** One order, its lines and its charges in one statement (checkout answers with it, each mail reads it). */
  async function oneOrder(condition: string, params: unknown[]): Promise<Order | undefined> {
    const [row] = await db.query<OrderWithLinesRow>(
      `SELECT ${ORDER_WITH_LINES} FROM orders WHERE ${condition}`,
      params,
    );
    return row && orderOf(row);
  }

  const get = (id: string): Promise<Order | undefined> => oneOrder('id = $1', [id]);

  /** One order as its viewer may see it: someone else's reads as missing. */
  const getFor = (viewer: OrderViewer | undefined, id: string): Promise<Order | undefined> =>
    oneOrder(`id = $1 AND ${VIEWER_MAY_SEE('$2', '$3')}`, [id, ...viewerParams(viewer)]);

  return {
    /** An order, its lines and its charges, in one statement. */
    async insert(order: NewOrder, items: NewOrderItem[]): Promise<void> {
      const params: unknown[] = [
        order.id,
        order.userId,
        order.createdAt,
        order.subtotalCents,
        order.taxCents,
        order.totalCents,
        order.deliveryOption,
        order.paymentMethod,
        JSON.stringify(order.shippingAddress),
        JSON.stringify(order.customer),
        order.promoCode ?? null,
        order.taxRateBasisPoints,
        order.taxIncluded,
        order.deliveryDays.min,
        order.deliveryDays.max,
        order.promisedDates.from,
        order.promisedDates.to,
        order.guest?.access ?? null,
        order.guest?.locale ?? null,
        order.currency,
        order.rate?.unitsPerUsd ?? null,
        order.rate?.setAt ?? null,
        order.payment?.provider ?? null,
        order.payment?.holdUntil ?? null,
      ];
      const orderInsert = `INSERT INTO orders (id, user_id, status, created_at, status_changed_at, subtotal_cents,
           tax_cents, total_cents, delivery_option, payment_method, shipping_address, customer, promo_code,
           tax_rate_bp, tax_included, delivery_min_days, delivery_max_days,
           promised_from, promised_to, guest_access, guest_locale, currency, rate_units_per_usd, rate_set_at,
           payment_provider, payment_state, payment_hold_until)
         VALUES ($1, $2, 'pending', $3, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11, $12, $13, $14, $15,
           $16::date, $17::date, $18, $19, $20, $21, $22, $23, CASE WHEN $23::text IS NULL THEN NULL ELSE 'awaiting' END, $24)`;
      await db.query(
        asOneStatement([orderInsert, itemsInsert(params, items), chargesInsert(params, order.charges)]),
        params,
      );
    },

    /**
     * A size exchange's order (docs/decisions/0126): the exchanged variants at no charge (no lines priced, no
     * charges, total 0, no payment to wait for, so processing at once), to the same buyer and address as the
     * order `fromId`, in its currency, language, tax terms and delivery option. The caller took the units.
     */
    async insertExchange(fromId: string, id: string, items: readonly NewOrderItem[], now: Date): Promise<void> {
      // The exchange's id is $1, as itemsInsert's lines name their order; with its lines in one statement.
      const params: unknown[] = [id, fromId, now];
      const exchangeInsert = `INSERT INTO orders (id, user_id, status, created_at, status_changed_at, subtotal_cents,
           tax_cents, total_cents, delivery_option, payment_method, shipping_address, customer, tax_rate_bp,
           tax_included, delivery_min_days, delivery_max_days, guest_access, guest_locale, currency)
         SELECT $1, user_id, 'processing', $3, $3, 0, 0, 0, delivery_option, payment_method, shipping_address,
           customer, tax_rate_bp, tax_included, delivery_min_days, delivery_max_days, guest_access, guest_locale,
           currency
         FROM orders WHERE id = $2`;
      await db.query(asOneStatement([exchangeInsert, itemsInsert(params, items)]), params);
    },

    /**
     * The units a cancelled order took, once: marks the order's stock as returned (in the caller's
     * transaction, with the cancellation) and answers its lines, or nothing when it was marked before,
     * is not cancelled, or is not there. Lines of orders placed before variants took no stock.
     */
    async claimCancelledStock(id: string, now: Date): Promise<StockLine[]> {
      return claimStockOnce(db, CANCELLED_ORDER, id, now);
    },

    get,

    getFor,

    /**
     * Whether account `userId` (or a guest checkout with its `email`) placed an order at or after `since`:
     * a cart reminder goes to nobody who ordered after the cart's last change (decision 0120).
     */
    async placedSince(userId: string, email: string, since: Date): Promise<boolean> {
      const rows = await db.query(
        `SELECT 1 FROM orders WHERE created_at >= $3
           AND (user_id = $1 OR (user_id IS NULL AND lower(customer->>'email') = lower($2)))
         LIMIT 1`,
        [userId, email, since],
      );
      return rows.length > 0;
    },

    /** A user's orders, newest first. */
    async listForUser(userId: string): Promise<Order[]> {
      const rows = await db.query<OrderWithLinesRow>(
        `SELECT ${ORDER_WITH_LINES} FROM orders WHERE user_id = $1 ORDER BY created_at DESC, id DESC`,
        [userId],
      );
      return rows.map(orderOf);
    },

    /**
     * For the operator and support: orders newest first, optionally of one status, of one order number
     * (the id's last 8 characters, as shoppers see it) or of one shopper's email (the account's email now,
     * or the one the order was placed with).
     */
    async list(filter: OrderFilter = {}): Promise<Order[]> {
      const rows = await db.query<OrderWithLinesRow>(
        `SELECT ${ORDER_WITH_LINES} FROM orders
         WHERE ($1::text IS NULL OR status = $1)
           AND ($2::text IS NULL OR right(id, 8) = $2)
           AND ($3::text IS NULL OR lower(customer->>'email') = $3 OR user_id = $4)
         ORDER BY created_at DESC, id DESC LIMIT $5`,
        [
          filter.status ?? null,
          filter.number ?? null,
          filter.email?.toLowerCase() ?? null,
          // The account's email now: the auth module owns users.
          filter.email ? ((await userRepository(db).findIdByEmail(filter.email)) ?? null) : null,
          filter.limit ?? 100,
        ],
      );
      return rows.map(orderOf);
    },

    /**
     * Moves an order forward (skips allowed, never back or in place), once it is paid where it is paid
     * through a provider. Both checks sit in the UPDATE itself, so two operators racing cannot move an order
     * backwards, and a move racing a payment's word sees it as committed.
     */
    async advanceStatus(id: string, to: OrderStatus, now: Date): Promise<AdvanceResult> {
      const updated = await db.query<{ id: string }>(
        `UPDATE orders SET status = $2, status_changed_at = $3
         WHERE id = $1 AND ${STATUS_RANK}status) < ${STATUS_RANK}$2::text) AND ${MAY_FULFIL_SQL} RETURNING id`,
        [id, to, now],
      );
      const order = await get(id);
      if (!order) return { ok: false, reason: 'not-found' };
      if (updated.length > 0) return { ok: true, order };
      return unpaidOf(order) ?? { ok: false, reason: 'not-forward', current: order.status };
    },

    /** Where the order goes, as staff corrected it before it shipped (status-changes.ts changeAddress). */
    async setShippingAddress(id: string, address: ShippingAddress): Promise<void> {
      await db.query('UPDATE orders SET shipping_address = $2::jsonb WHERE id = $1', [id, JSON.stringify(address)]);
    },

    /**
     * Cancels an order that has not shipped. The status check sits in the UPDATE itself, so a
     * cancellation racing an operator's "shipped" has exactly one winner. `viewer` limits it to the
     * shopper's own orders (someone else's reads as not found); the operator passes none.
     */
    async cancel(id: string, viewer: OrderViewer | undefined, now: Date): Promise<CancelResult> {
      const updated = await db.query<{ id: string }>(
        // A card payment not yet made is called off with its order: it can no longer be paid (issue 51).
        `UPDATE orders SET status = '${CANCELLED}', status_changed_at = $4,
           payment_state = CASE WHEN ${UNPAID_SQL} THEN 'cancelled' ELSE payment_state END
         WHERE id = $1 AND ${VIEWER_MAY_SEE('$2', '$3')} AND status = ANY($5::text[]) RETURNING id`,
        [id, ...viewerParams(viewer), now, [...CANCELLABLE_STATUSES]],
      );
      const order = await getFor(viewer, id);
      if (!order) return { ok: false, reason: 'not-found' };
      return updated.length > 0 ? { ok: true, order } : { ok: false, reason: 'not-cancellable', current: order.status };
    },

    /**
     * An order's status, since when it has held it, and whose it is, row-locked for the rest of the
     * transaction (so two return requests for the same order are counted one after the other).
     * `viewer` limits it to that shopper's orders.
     */
    async statusForUpdate(
      id: string,
      viewer: OrderViewer | undefined,
    ): Promise<{ status: OrderStatus; since: Date } | undefined> {
      const [row] = await db.query<{ status: OrderStatus; status_changed_at: Date | string }>(
        `SELECT status, status_changed_at FROM orders WHERE id = $1 AND ${VIEWER_MAY_SEE('$2', '$3')} FOR UPDATE`,
        [id, ...viewerParams(viewer)],
      );
      return row && { status: row.status, since: new Date(row.status_changed_at) };
    },

    /** Gives an order its carrier (a name in the carriers table, as spelled there) and tracking number. */
    async setTracking(id: string, tracking: { carrier: string; number: string }): Promise<void> {
      await db.query('UPDATE orders SET carrier = $2, tracking_number = $3 WHERE id = $1', [
        id,
        tracking.carrier,
        tracking.number,
      ]);
    },

    /**
     * Who an order's mails go to: its account's holder (their address, name, language and choice of
     * mails, as they are now), or for a guest's order the customer it was placed by, in its language.
     */
    async recipientOf(id: string): Promise<Buyer | undefined> {
      const [row] = await db.query<{ user_id: string | null; guest_locale: string | null; customer: Customer }>(
        'SELECT user_id, guest_locale, customer FROM orders WHERE id = $1',
        [id],
      );
      if (!row) return undefined;
      if (row.user_id !== null) return userRepository(db).findBuyer(row.user_id);
      return { ...row.customer, emailNotifications: true, language: row.guest_locale ?? DEFAULT_LOCALE };
    },

    /**
     * Joins the guest orders placed with `email` to account `userId`, dropping their access keys (the
     * account's sign-in guards them from now on). Answers how many joined.
     */
    async joinGuestOrders(userId: string, email: string): Promise<number> {
      const joined = await db.query(
        `UPDATE orders SET user_id = $1, guest_access = NULL
         WHERE user_id IS NULL AND lower(customer->>'email') = lower($2) RETURNING id`,
        [userId, email],
      );
      return joined.length;
    },

    /** How many guest orders were placed with `email` and wait to join an account. */
    async guestOrdersWaiting(email: string): Promise<number> {
      const [row] = await db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM orders WHERE user_id IS NULL AND lower(customer->>'email') = lower($1)",
        [email],
      );
      return row?.count ?? 0;
    },

    /** A guest's order found by its number (the id's last 8 characters) and the email it was placed with. */
    async findGuestOrder(number: string, email: string): Promise<{ id: string; access: string } | undefined> {
      const [row] = await db.query<{ id: string; guest_access: string }>(
        `SELECT id, guest_access FROM orders
         WHERE user_id IS NULL AND lower(customer->>'email') = lower($2) AND right(id, 8) = $1
         ORDER BY created_at DESC LIMIT 1`,
        [number, email],
      );
      return row && { id: row.id, access: row.guest_access };
    },

    /** Demo mode: every order that has sat in its status for `minutes` moves one step on. Returns those it moved. */
    async advanceDue(now: Date, minutes: number): Promise<string[]> {
      const due = new Date(now.getTime() - minutes * 60_000);
      const moved = await db.query<{ id: string }>(
        `UPDATE orders SET status = (ARRAY['${ORDER_STATUSES.join("','")}']::text[])[${STATUS_RANK}status) + 1],
           status_changed_at = $1
         WHERE status = ANY($3::text[]) AND status_changed_at <= $2 AND ${MAY_FULFIL_SQL} RETURNING id`,
        [now, due, ADVANCING_STATUSES],
      );
      return moved.map((row) => row.id);
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;

/** The refusal for an order whose provider's payment is not made (or is under review); undefined when it may move. */
export function unpaidOf(order: Order): Extract<AdvanceResult, { reason: 'unpaid' }> | undefined {
  const payment = order.payment?.state;
  return payment === undefined || payment === 'paid'
    ? undefined
    : { ok: false, reason: 'unpaid', current: order.status, payment };
}
