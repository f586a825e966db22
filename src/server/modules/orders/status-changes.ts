import type { Database, Queryable } from '../../db/database';
import { appendEvent } from '../../events/domain-events';
import {
  CANCELLABLE_STATUSES,
  ORDER_STATUSES,
  type OrderStatus,
  TAKES_TRACKING,
} from '../../../universal/order-status';
import type { ShippingAddress } from '../../../universal/validation/checkout-schema';
import { noteStockChanged, putBackStock } from '../catalogue';
import type { Order, OrderPaymentState, Tracking } from '../../../universal/contracts/order';
import {
  type AdvanceResult,
  type CancelResult,
  type OrdersRepository,
  type OrderViewer,
  ordersRepository,
  unpaidOf,
} from './repository';

/** What a change did to an order: the order as it stood (row-locked) and as it is now. */
export interface OrderChange {
  before: Order;
  after: Order;
}

/**
 * Runs inside a change's transaction once the change and its event are made (the console records it in
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

/** Tells of a status change in its transaction: the shopper's mail is the event's subscriber's (order-events.ts). */
const statusChanged = (tx: Queryable, orderId: string, from: string, to: OrderStatus) =>
  appendEvent(tx, 'order.status-changed', { orderId, from, to });

/**
 * Every status change after checkout: the operator's (the CLI's and the console's), demo mode's and the
 * shopper's cancellation. Each is the repository's conditional UPDATE and its order.status-changed event
 * in one transaction, so a change is told of (and mailed) exactly once and never a change that was
 * rolled back. `onChanged` adds the caller's own record of the change (the audit entry) to that transaction.
 */
export function orderStatusChanges(db: Database) {
  /** Moves an order forward and appends its event, inside the caller's transaction. */
  async function advanceIn(tx: Queryable, before: Order, to: OrderStatus, now: Date): Promise<AdvanceResult> {
    const orders = ordersRepository(tx);
    const result = await orders.advanceStatus(before._id, to, now);
    if (result.ok) await statusChanged(tx, before._id, before.status, result.order.status);
    return result;
  }

  return {
    /** The operator moves an order forward (statuses only move forward). */
    advance(id: string, to: OrderStatus, now: Date, onChanged?: OnOrderChanged): Promise<AdvanceResult> {
      return db.transaction(async (tx): Promise<AdvanceResult> => {
        const before = await lockedOrder(ordersRepository(tx), id, undefined);
        if (!before) return { ok: false, reason: 'not-found' };
        const result = await advanceIn(tx, before, to, now);
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
        const unpaid = unpaidOf(before);
        if (unpaid) return unpaid;
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
        const shipped = await advanceIn(tx, before, SHIPPED, now);
        if (!shipped.ok) throw new Error(`order ${id} could not move from ${before.status} to ${SHIPPED} while locked`);
        await onChanged?.(tx, { before, after: shipped.order });
        return { ok: true, change: 'shipped', order: shipped.order };
      });
    },

    /**
     * Cancels an order that has not shipped and puts its units back on the shelf, once (the order's
     * stock_returned_at, set in the same transaction); `viewer` limits it to that shopper's orders (an
     * account's, or a guest's by its access key); the operator passes none. Its events: the status
     * change and, when units went back, stock.changed.
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
        if (!result.ok) return result;
        const restocked = await orders.claimCancelledStock(id, now);
        await putBackStock(tx, restocked);
        if (restocked.length > 0)
          await appendEvent(tx, 'stock.changed', { skus: restocked.map((line) => line.sku), returned: restocked });
        await statusChanged(tx, id, before.status, result.order.status);
        await onChanged?.(tx, { before, after: result.order });
        return result;
      });
      // Committed: this process's catalogue shows the units back at its next read (decision 0070).
      if (cancelled.ok) noteStockChanged();
      return cancelled;
    },

    /**
     * Staff correct where an order goes before it ships (a wrong street, a new phone): the address and its
     * order.address-changed event (the shopper's mail) in one transaction. The country stays: its taxes and
     * delivery were charged for it. The same address again changes nothing and tells nobody.
     */
    changeAddress(
      id: string,
      address: ShippingAddress,
      now: Date,
      onChanged?: OnOrderChanged,
    ): Promise<AddressChangeResult> {
      return db.transaction(async (tx): Promise<AddressChangeResult> => {
        const orders = ordersRepository(tx);
        const before = await lockedOrder(orders, id, undefined);
        if (!before) return { ok: false, reason: 'not-found' };
        if (!CANCELLABLE_STATUSES.includes(before.status))
          return { ok: false, reason: 'shipped', current: before.status };
        if (address.country !== before.shippingAddress.country)
          return { ok: false, reason: 'other-country', country: before.shippingAddress.country };
        if (ADDRESS_FIELDS.every((field) => before.shippingAddress[field] === address[field]))
          return { ok: true, changed: false, order: before };
        await orders.setShippingAddress(id, address);
        const after = await orders.get(id);
        if (!after) throw new Error(`order ${id} vanished while locked`);
        await appendEvent(tx, 'order.address-changed', { orderId: id });
        await onChanged?.(tx, { before, after });
        return { ok: true, changed: true, order: after };
      });
    },

    /** Demo mode's sweep: each due order one step on, each with its event. Returns how many moved. */
    advanceDue(now: Date, minutes: number): Promise<number> {
      return db.transaction(async (tx) => {
        const orders = ordersRepository(tx);
        const moved = await orders.advanceDue(now, minutes);
        for (const id of moved) {
          const order = await orders.get(id);
          // One step on: it came from the status before the one it has now.
          const from =
            order && (ORDER_STATUSES as readonly string[])[ORDER_STATUSES.indexOf(order.status as never) - 1];
          if (order && from) await statusChanged(tx, id, from, order.status);
        }
        return moved.length;
      });
    },
  };
}

export const SHIPPED = 'shipped' satisfies OrderStatus;

/** An address's fields, in the order the mails and the pages write them. */
const ADDRESS_FIELDS = [
  'name',
  'street',
  'city',
  'state',
  'zipCode',
  'country',
  'phone',
] as const satisfies readonly (keyof ShippingAddress)[];

export type AddressChangeResult =
  | { ok: true; changed: boolean; order: Order }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'shipped'; current: OrderStatus }
  | { ok: false; reason: 'other-country'; country: string };

/** Why staff cannot move or ship an order paid through a provider before it is paid: the console's and terminal's words. */
export const notPaidYet = (payment: OrderPaymentState): string =>
  `This order's card payment is ${payment}, not paid: it can be packed and shipped once the provider confirms the payment.`;

export interface NewTracking {
  carrier: string;
  number: string;
}

export type ShipResult =
  | { ok: true; change: 'shipped' | 'unchanged'; order: Order }
  | { ok: true; change: 'corrected'; order: Order; previous?: Tracking }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'not-shippable'; current: OrderStatus }
  | Extract<AdvanceResult, { reason: 'unpaid' }>;
