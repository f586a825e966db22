import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import { ERROR_CODES } from '../../../core/contracts/error-codes';
import type { OrderReturns, ReturnRequest, ReturnRequestBody } from '../../../core/contracts/returns';
import type { ReturnStatus } from '../../../core/return-rules';
import { RETURN_WINDOW_DAYS } from '../../../core/order-status';
import { ORDER_NOT_FOUND } from './order-model';
import { ordersRepository } from './repository';
import { type ReturnMoveResult, returnsRepository } from './returns-repository';
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
 * Returns: the shopper's request (delivered orders, within the window, no more units than were
 * received minus those already asked back) and the operator's moves, which mail the shopper.
 */
export function orderReturns(db: Database, publicUrl: string) {
  return {
    /** An order's returns and window, for its shopper; undefined for an order that is not theirs. */
    async view(userId: string, orderId: string): Promise<OrderReturns | undefined> {
      return db.transaction(async (tx) => {
        const order = await ordersRepository(tx).statusForUpdate(orderId, userId);
        if (!order) return undefined;
        return {
          returnableUntil: returnableUntil(order.status, order.since)?.toISOString() ?? null,
          returns: await returnsRepository(tx).forOrder(orderId),
        };
      });
    },

    async request(userId: string, orderId: string, body: ReturnRequestBody, now: Date): Promise<ReturnRequest> {
      return db.transaction(async (tx) => {
        const orders = ordersRepository(tx);
        const returns = returnsRepository(tx);
        const state = await orders.statusForUpdate(orderId, userId);
        const order = state && (await orders.getForUser(userId, orderId));
        if (!state || !order) throw notFound(ORDER_NOT_FOUND, ERROR_CODES.ORDER_NOT_FOUND);
        const until = returnableUntil(state.status, state.since);
        if (!until) throw conflict(RETURN_NOT_DELIVERED, ERROR_CODES.RETURN_NOT_ALLOWED);
        if (now > until) throw conflict(RETURN_WINDOW_CLOSED, ERROR_CODES.RETURN_NOT_ALLOWED);

        const claimed = await returns.claimedQuantities(orderId);
        const asked = new Map<number, number>();
        for (const item of body.items) {
          const id = Number(item.productId);
          asked.set(id, (asked.get(id) ?? 0) + item.quantity);
        }
        const lines = [...asked].map(([productId, quantity]) => {
          const received = order.items
            .filter((line) => line.productId === String(productId))
            .reduce((sum, line) => sum + line.quantity, 0);
          if (quantity > received - (claimed.get(productId) ?? 0)) {
            throw badRequest(RETURN_TOO_MANY, undefined, ERROR_CODES.RETURN_TOO_MANY);
          }
          const title = order.items.find((line) => line.productId === String(productId))?.title ?? '';
          return { productId, title, quantity };
        });
        return returns.create(orderId, body.reason, lines, now);
      });
    },

    /** The operator moves a request on (approved and refunded mail the shopper). */
    async move(returnId: string, to: ReturnStatus, now: Date): Promise<ReturnMoveResult> {
      return db.transaction(async (tx) => {
        const result = await returnsRepository(tx).move(returnId, to, now);
        const kind = MOVE_MAILS[to];
        if (result.ok && kind) {
          const orders = ordersRepository(tx);
          const order = await orders.get(result.request.orderId);
          const owner = await orders.ownerOf(result.request.orderId);
          if (order && owner) await mailOrderBuyer(tx, kind, order, owner, publicUrl);
        }
        return result;
      });
    },

    list: (status: ReturnStatus | undefined, limit?: number) => returnsRepository(db).list(status, limit),
  };
}
