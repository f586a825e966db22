import type { Database, Queryable } from '../../db/database';
import { enqueueMail } from '../../mail/outbox';
import type { OrderStatus } from '../../../core/order-status';
import { userRepository } from '../auth';
import { noteStockChanged, putBackStock } from '../catalogue';
import type { Order } from '../../../core/contracts/order';
import { type AdvanceResult, type CancelResult, ordersRepository } from './repository';
import { mailForStatus, orderMail, type OrderMailKind } from './status-mail';

/**
 * Every status change after checkout: the operator's, demo mode's and the shopper's cancellation. Each
 * is the repository's conditional UPDATE and the shopper's mail in one transaction, so a change is
 * mailed exactly once and a mail never announces a change that was rolled back.
 */
export function orderStatusChanges(db: Database, publicUrl: string) {
  async function mailBuyer(tx: Queryable, order: Order, userId: string): Promise<void> {
    const kind = mailForStatus(order.status);
    if (kind) await mailOrderBuyer(tx, kind, order, userId, publicUrl);
  }

  return {
    /** The operator moves an order forward (statuses only move forward). */
    advance(id: string, to: OrderStatus, now: Date): Promise<AdvanceResult> {
      return db.transaction(async (tx) => {
        const orders = ordersRepository(tx);
        const result = await orders.advanceStatus(id, to, now);
        const owner = result.ok ? await orders.ownerOf(id) : undefined;
        if (result.ok && owner) await mailBuyer(tx, result.order, owner);
        return result;
      });
    },

    /**
     * Cancels an order that has not shipped and puts its units back on the shelf, once (the order's
     * stock_returned_at, set in the same transaction); `userId` limits it to that shopper's orders.
     */
    async cancel(id: string, userId: string | undefined, now: Date): Promise<CancelResult> {
      const cancelled = await db.transaction(async (tx) => {
        const orders = ordersRepository(tx);
        const result = await orders.cancel(id, userId, now);
        if (result.ok) await putBackStock(tx, await orders.claimCancelledStock(id, now));
        const owner = result.ok ? (userId ?? (await orders.ownerOf(id))) : undefined;
        if (result.ok && owner) await mailBuyer(tx, result.order, owner);
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
        for (const { id, userId } of moved) {
          const order = await orders.get(id);
          if (order) await mailBuyer(tx, order, userId);
        }
        return moved.length;
      });
    },
  };
}

/** Queues a mail about an order to its buyer, unless they turned email notifications off. */
export async function mailOrderBuyer(
  tx: Queryable,
  kind: OrderMailKind,
  order: Order,
  userId: string,
  publicUrl: string,
): Promise<void> {
  const buyer = await userRepository(tx).findBuyer(userId);
  if (!buyer?.emailNotifications) return;
  await enqueueMail(tx, orderMail(kind, order, buyer, publicUrl));
}
