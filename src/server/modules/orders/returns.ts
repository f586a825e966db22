import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import { ERROR_CODES } from '../../../core/contracts/error-codes';
import type { OrderReturns, ReturnRequest, ReturnRequestBody } from '../../../core/contracts/returns';
import type { ReturnStatus } from '../../../core/return-rules';
import { RETURN_WINDOW_DAYS } from '../../../core/order-status';
import { ORDER_NOT_FOUND } from './order-model';
import { type OrderViewer, ordersRepository } from './repository';
import { type NewReturnItem, returnLineKey, type ReturnMoveResult, returnsRepository } from './returns-repository';
import { noteStockChanged, putBackStock } from '../catalogue';
import type { Order } from '../../../core/contracts/order';
import { mailOrderBuyer } from './status-changes';
import type { OrderMailKind } from './status-mail';

export const RETURN_NOT_DELIVERED = 'Items can be returned once the order has been delivered';
export const RETURN_WINDOW_CLOSED = `The ${RETURN_WINDOW_DAYS}-day return window for this order has closed`;
export const RETURN_TOO_MANY = 'You cannot return more of an item than you received';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an order delivered at `since` stops being returnable; null while it is not delivered. */
function returnableUntil(status: string, since: Date): Date | null {
  return status === 'delivered' ? new Date(since.getTime() + RETURN_WINDOW_DAYS * DAY_MS) : null;
}

const MOVE_MAILS: Partial<Record<ReturnStatus, OrderMailKind>> = {
  approved: 'returnApproved',
  refunded: 'returnRefunded',
};

/**
 * The return lines a request's items come to: each asked product's units spread over the order's lines
 * of it (one per variant, or only the asked SKU's), in the order's order, each line giving what it
 * delivered less what earlier requests asked back. Asking for more than that is RETURN_TOO_MANY.
 */
function returnLines(order: Order, body: ReturnRequestBody, claimed: ReadonlyMap<string, number>): NewReturnItem[] {
  const asked = new Map<string, { productId: number; sku: string | undefined; quantity: number }>();
  for (const item of body.items) {
    const key = returnLineKey(Number(item.productId), item.sku);
    const before = asked.get(key);
    asked.set(key, {
      productId: Number(item.productId),
      sku: item.sku,
      quantity: (before?.quantity ?? 0) + item.quantity,
    });
  }
  const left = new Map(claimed);
  const lines = new Map<string, NewReturnItem>();
  for (const ask of asked.values()) {
    let wanted = ask.quantity;
    for (const line of order.items) {
      if (wanted === 0) break;
      if (line.productId !== String(ask.productId) || (ask.sku !== undefined && line.sku !== ask.sku)) continue;
      const key = returnLineKey(ask.productId, line.sku);
      const take = Math.min(wanted, Math.max(0, line.quantity - (left.get(key) ?? 0)));
      if (take === 0) continue;
      left.set(key, (left.get(key) ?? 0) + take);
      const kept = lines.get(key);
      if (kept) kept.quantity += take;
      else lines.set(key, { productId: ask.productId, sku: line.sku, title: line.title, quantity: take });
      wanted -= take;
    }
    if (wanted > 0) throw badRequest(RETURN_TOO_MANY, undefined, ERROR_CODES.RETURN_TOO_MANY);
  }
  return [...lines.values()];
}

/**
 * Returns: the shopper's request (delivered orders, within the window, no more units than were
 * received minus those already asked back) and the operator's moves, which mail the shopper.
 */
export function orderReturns(db: Database, publicUrl: string) {
  return {
    /** An order's returns and window, for its shopper; undefined for an order that is not theirs. */
    async view(viewer: OrderViewer, orderId: string): Promise<OrderReturns | undefined> {
      return db.transaction(async (tx) => {
        const order = await ordersRepository(tx).statusForUpdate(orderId, viewer);
        if (!order) return undefined;
        return {
          returnableUntil: returnableUntil(order.status, order.since)?.toISOString() ?? null,
          returns: await returnsRepository(tx).forOrder(orderId),
        };
      });
    },

    async request(viewer: OrderViewer, orderId: string, body: ReturnRequestBody, now: Date): Promise<ReturnRequest> {
      return db.transaction(async (tx) => {
        const orders = ordersRepository(tx);
        const returns = returnsRepository(tx);
        const state = await orders.statusForUpdate(orderId, viewer);
        const order = state && (await orders.getFor(viewer, orderId));
        if (!state || !order) throw notFound(ORDER_NOT_FOUND, ERROR_CODES.ORDER_NOT_FOUND);
        const until = returnableUntil(state.status, state.since);
        if (!until) throw conflict(RETURN_NOT_DELIVERED, ERROR_CODES.RETURN_NOT_ALLOWED);
        if (now > until) throw conflict(RETURN_WINDOW_CLOSED, ERROR_CODES.RETURN_NOT_ALLOWED);

        const lines = returnLines(order, body, await returns.claimedQuantities(orderId));
        return returns.create(orderId, body.reason, lines, now);
      });
    },

    /**
     * The operator moves a request on (approved and refunded mail the shopper). Approval puts the units
     * back on the shelf, once (the request's stock_returned_at, set in the same transaction).
     */
    async move(returnId: string, to: ReturnStatus, now: Date): Promise<ReturnMoveResult> {
      const moved = await db.transaction(async (tx) => {
        const returns = returnsRepository(tx);
        const result = await returns.move(returnId, to, now);
        if (result.ok) await putBackStock(tx, await returns.claimApprovedStock(returnId, now));
        const kind = MOVE_MAILS[to];
        if (result.ok && kind) {
          const orders = ordersRepository(tx);
          const order = await orders.get(result.request.orderId);
          if (order) await mailOrderBuyer(tx, kind, order, publicUrl);
        }
        return result;
      });
      if (moved.ok) noteStockChanged();
      return moved;
    },

    list: (status: ReturnStatus | undefined, limit?: number) => returnsRepository(db).list(status, limit),
  };
}
