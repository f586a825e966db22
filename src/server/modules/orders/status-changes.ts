import type { Database, Queryable } from '../../db/database';
import { enqueueMail } from '../../mail/outbox';
import { CANCELLABLE_STATUSES, type OrderStatus } from '../../../core/order-status';
import { noteStockChanged, putBackStock } from '../catalogue';
import type { Order, Tracking } from '../../../core/contracts/order';
import { type AdvanceResult, type CancelResult, type OrderViewer, ordersRepository } from './repository';
import { mailForStatus, orderMail, type OrderMailKind } from './status-mail';

/**
 * Every status change after checkout: the operator's, demo mode's and the shopper's cancellation. Each
 * is the repository's conditional UPDATE and the shopper's mail in one transaction, so a change is
 * mailed exactly once and a mail never announces a change that was rolled back.
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
    advance(id: string, to: OrderStatus, now: Date): Promise<AdvanceResult> {
      return db.transaction((tx) => advanceIn(tx, id, to, now));
    },

    /**
     * The operator ships an order with its carrier and tracking number: the tracking and the move to
     * shipped (with its mail, which carries the tracking) in one transaction. An order already shipped
     * takes the new tracking as a correction, without a second move or mail; a delivered or cancelled
     * one is refused. `carrier` is a name as the carriers table spells it.
     */
    ship(id: string, tracking: NewTracking, now: Date): Promise<ShipResult> {
      return db.transaction(async (tx) => {
        const orders = ordersRepository(tx);
        // Row-locked until commit: a set-status or a shopper's cancellation racing this one waits for it.
        const before = (await orders.statusForUpdate(id, undefined)) ? await orders.get(id) : undefined;
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
          return { ok: true, change: 'corrected', order, ...(previous && { previous }) };
        }
        const shipped = await advanceIn(tx, id, SHIPPED, now);
        if (!shipped.ok) throw new Error(`order ${id} could not move from ${before.status} to ${SHIPPED} while locked`);
        return { ok: true, change: 'shipped', order: shipped.order };
      });
    },

    /**
     * Cancels an order that has not shipped and puts its units back on the shelf, once (the order's
     * stock_returned_at, set in the same transaction); `viewer` limits it to that shopper's orders (an
     * account's, or a guest's by its access key); the operator passes none.
     */
    async cancel(id: string, viewer: OrderViewer | undefined, now: Date): Promise<CancelResult> {
      const cancelled = await db.transaction(async (tx) => {
        const orders = ordersRepository(tx);
        const result = await orders.cancel(id, viewer, now);
        if (result.ok) await putBackStock(tx, await orders.claimCancelledStock(id, now));
        if (result.ok) await mailBuyer(tx, result.order);
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

/** An order takes tracking until it ships, and again once shipped (a correction); never after. */
export const TAKES_TRACKING: readonly OrderStatus[] = [...CANCELLABLE_STATUSES, SHIPPED];

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
): Promise<void> {
  const buyer = await ordersRepository(tx).recipientOf(order._id);
  if (!buyer?.emailNotifications) return;
  await enqueueMail(tx, orderMail(kind, order, buyer, publicUrl));
}
