import type { Database, Queryable } from '../../db/database';
import { enqueueMail } from '../../mail/outbox';
import { type OrderStatus, TAKES_TRACKING } from '../../../universal/order-status';
import { noteStockChanged, putBackStock } from '../catalogue';
import { sellerDetailsStore } from '../legal';
import type { Order, Tracking } from '../../../universal/contracts/order';
import {
  type AdvanceResult,
  type CancelResult,
  type OrdersRepository,
  type OrderViewer,
  ordersRepository,
} from './repository';
import { mailForStatus, orderMail, type OrderMailKind, type ReturnMailDetail } from './status-mail';

/** What a change did to an order: the order as it stood (row-locked) and as it is now. */
export interface OrderChange {
  before: Order;
  after: Order;
}

/**
 * Runs inside a change's transaction once the change and its mail are made (the console records it in
 * the audit trail there); a throw rolls all of it back. It runs only for a change that happened.
 */
export type OnOrderChanged = (tx: Queryable, change: OrderChange) => Promise<void>;

/** An order as it stands, row-locked until commit: a change racing this one waits for it. */
async function lockedOrder(
  orders: OrdersRepository,
  id: string,
  viewer: OrderViewer | undefined,
): Promise<Order | undefined> {
  return (await orders.statusForUpdate(id, viewer)) ? orders.getFor(viewer, id) : undefined;
}

/**
 * Every status change after checkout: the operator's (the CLI's and the console's), demo mode's and the
 * shopper's cancellation. Each is the repository's conditional UPDATE and the shopper's mail in one
 * transaction, so a change is mailed exactly once and a mail never announces a change that was rolled
 * back. `onChanged` adds the caller's own record of the change to that transaction.
 */
export function orderStatusChanges(db: Database, publicUrl: string) {
  async function mailBuyer(tx: Queryable, order: Order): Promise<void> {
    const kind = mailForStatus(order.status);
    if (kind) await mailOrderBuyer(tx, kind, order, publicUrl);
  }

  /** Moves an order forward and mails its buyer about it, inside the caller's transaction. */
  async function advanceIn(tx: Queryable, id: string, to: OrderStatus, now: Date): Promise<AdvanceResult> {
    const orders = ordersRepository(tx);
    const result = await orders.advanceStatus(id, to, now);
    if (result.ok) await mailBuyer(tx, result.order);
    return result;
  }

  return {
    /** The operator moves an order forward (statuses only move forward). */
    advance(id: string, to: OrderStatus, now: Date, onChanged?: OnOrderChanged): Promise<AdvanceResult> {
      return db.transaction(async (tx): Promise<AdvanceResult> => {
        const before = await lockedOrder(ordersRepository(tx), id, undefined);
        if (!before) return { ok: false, reason: 'not-found' };
        const result = await advanceIn(tx, id, to, now);
        if (result.ok) await onChanged?.(tx, { before, after: result.order });
        return result;
      });
    },

    /**
     * The operator ships an order with its carrier and tracking number: the tracking and the move to
     * shipped (with its mail, which carries the tracking) in one transaction. An order already shipped
     * takes the new tracking as a correction, without a second move or mail; a delivered or cancelled
     * one is refused. `carrier` is a name as the carriers table spells it.
     */
    ship(id: string, tracking: NewTracking, now: Date, onChanged?: OnOrderChanged): Promise<ShipResult> {
      return db.transaction(async (tx) => {
        const orders = ordersRepository(tx);
        // Row-locked until commit: a set-status or a shopper's cancellation racing this one waits for it.
        const before = await lockedOrder(orders, id, undefined);
        if (!before) return { ok: false, reason: 'not-found' };
        if (!TAKES_TRACKING.includes(before.status))
          return { ok: false, reason: 'not-shippable', current: before.status };
        const previous = before.tracking;
        if (previous?.carrier === tracking.carrier && previous.number === tracking.number)
          return { ok: true, change: 'unchanged', order: before };
        await orders.setTracking(id, tracking);
        if (before.status === SHIPPED) {
          const order = await orders.get(id);
          if (!order) throw new Error(`order ${id} vanished while locked`);
          await onChanged?.(tx, { before, after: order });
          return { ok: true, change: 'corrected', order, ...(previous && { previous }) };
        }
        const shipped = await advanceIn(tx, id, SHIPPED, now);
        if (!shipped.ok) throw new Error(`order ${id} could not move from ${before.status} to ${SHIPPED} while locked`);
        await onChanged?.(tx, { before, after: shipped.order });
        return { ok: true, change: 'shipped', order: shipped.order };
      });
    },

    /**
     * Cancels an order that has not shipped and puts its units back on the shelf, once (the order's
     * stock_returned_at, set in the same transaction); `viewer` limits it to that shopper's orders (an
     * account's, or a guest's by its access key); the operator passes none.
     */
    async cancel(
      id: string,
      viewer: OrderViewer | undefined,
      now: Date,
      onChanged?: OnOrderChanged,
    ): Promise<CancelResult> {
      const cancelled = await db.transaction(async (tx): Promise<CancelResult> => {
        const orders = ordersRepository(tx);
        const before = await lockedOrder(orders, id, viewer);
        if (!before) return { ok: false, reason: 'not-found' };
        const result = await orders.cancel(id, viewer, now);
        if (result.ok) await putBackStock(tx, await orders.claimCancelledStock(id, now));
        if (result.ok) await mailBuyer(tx, result.order);
        if (result.ok) await onChanged?.(tx, { before, after: result.order });
        return result;
      });
      if (cancelled.ok) noteStockChanged();
      return cancelled;
    },

    /** Demo mode's sweep: each due order one step on, each with its mail. Returns how many moved. */
    advanceDue(now: Date, minutes: number): Promise<number> {
      return db.transaction(async (tx) => {
        const orders = ordersRepository(tx);
        const moved = await orders.advanceDue(now, minutes);
        for (const id of moved) {
          const order = await orders.get(id);
          if (order) await mailBuyer(tx, order);
        }
        return moved.length;
      });
    },
  };
}

export const SHIPPED = 'shipped' satisfies OrderStatus;

export interface NewTracking {
  carrier: string;
  number: string;
}

export type ShipResult =
  | { ok: true; change: 'shipped' | 'unchanged'; order: Order }
  | { ok: true; change: 'corrected'; order: Order; previous?: Tracking }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'not-shippable'; current: OrderStatus };

/** Queues a mail about an order to its buyer, unless they turned email notifications off. */
export async function mailOrderBuyer(
  tx: Queryable,
  kind: OrderMailKind,
  order: Order,
  publicUrl: string,
  detail?: ReturnMailDetail,
): Promise<void> {
  const buyer = await ordersRepository(tx).recipientOf(order._id);
  if (!buyer?.emailNotifications) return;
  const seller = await sellerDetailsStore(tx).get();
  await enqueueMail(tx, { ...orderMail(kind, order, buyer, publicUrl, seller, detail), orderId: order._id });
}
