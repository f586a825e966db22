import type { Database, Queryable } from '../../db/database';
import { badRequest, conflict } from '../../http/errors';
import { ERROR_CODES } from '../../../universal/contracts/error-codes';
import type { OrderReturns, ReturnRequest, ReturnRequestBody } from '../../../universal/contracts/returns';
import type { ReturnStatus } from '../../../universal/return-rules';
import { RETURN_WINDOW_DAYS } from '../../../universal/order-status';
import {
  type NewReturnItem,
  orderNotFound,
  type OrderViewer,
  ordersRepository,
  providerRefunds,
  returnLineKey,
  type ReturnMoveResult,
  returnsRepository,
} from '../orders';
import { noteStockChanged, putBackStock, type StockLine } from '../catalogue';
import type { Order } from '../../../universal/contracts/order';
import { appendEvent } from '../../events/domain-events';
import { payoutNotice, payoutRefusal, type RefundPayout } from '../../../universal/refund-payout';
import { bookReturnLogistics } from './return-logistics';
import { EXCHANGE_NEEDS_VARIANT, releaseExchange, reserveExchanges, shipExchange } from './exchanges';

export const RETURN_NOT_DELIVERED = 'Items can be returned once the order has been delivered';
export const RETURN_WINDOW_CLOSED = `The ${RETURN_WINDOW_DAYS}-day return window for this order has closed`;
export const RETURN_TOO_MANY = 'You cannot return more of an item than you received';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an order delivered at `since` stops being returnable; null while it is not delivered. */
function returnableUntil(status: string, since: Date): Date | null {
  return status === 'delivered' ? new Date(since.getTime() + RETURN_WINDOW_DAYS * DAY_MS) : null;
}

/** The moves that are decisions on the request, each a return.decided event (the shopper is mailed about each). */
const DECISIONS = ['approved', 'rejected', 'refunded'] as const satisfies readonly ReturnStatus[];
const isDecision = (to: ReturnStatus): to is (typeof DECISIONS)[number] =>
  (DECISIONS as readonly string[]).includes(to);

/** What a move did: the request as it stood (row-locked) and as it is now, and what went back on the shelf. */
export interface ReturnChange {
  before: ReturnRequest;
  after: ReturnRequest;
  /** The units a refund put back in stock (none for other moves, when they went back before, or were kept off). */
  restocked: StockLine[];
  /** The units a refund kept off the shelf (staff chose not to restock them: damaged, worn, opened). */
  keptOff: StockLine[];
  /** What a refund paid back, in cents; null for other moves. */
  refundCents: number | null;
  /** The part of refundCents that paid back the order's delivery; null unless staff chose to. */
  deliveryRefundCents: number | null;
  /** The order an approval made to ship the exchanged variants (a size exchange), if any. */
  exchangeOrderId?: string;
  /** The exchanged variants' units a rejection put back on the shelf (none for other moves). */
  released: StockLine[];
}

/**
 * Runs inside a move's transaction once the move, the stock and its events are made (the console records
 * it in the audit trail there); a throw rolls all of it back. It runs only for a move that happened.
 */
export type OnReturnChanged = (tx: Queryable, change: ReturnChange) => Promise<void>;

export interface ReturnMoveOptions {
  /** Why a rejection was made: stored, mailed to the shopper and shown on their order page. */
  rejectionReason?: string;
  /** How a cash-on-delivery order's refund went back: required for its refund, refused for any other's. */
  payout?: RefundPayout;
  /**
   * Whether a refund puts the returned units back in stock (default true). False keeps them off the shelf
   * (damaged, worn, opened); either way the units are settled once, so a later move restocks nothing.
   */
  restock?: boolean;
  /** Whether a refund pays back the order's delivery too (the shop's fault), once per order. */
  refundDelivery?: boolean;
  onChanged?: OnReturnChanged;
}

/** A return line as asked, with the variant wanted instead of money (a size exchange), if any. */
type ReturnLine = NewReturnItem & { exchangeSku?: string };

/**
 * The return lines a request's items come to: each asked product's units spread over the order's lines
 * of it (one per variant, or only the asked SKU's), in the order's order, each line giving what it
 * delivered less what earlier requests asked back. Asking for more than that is RETURN_TOO_MANY.
 */
function returnLines(order: Order, body: ReturnRequestBody, claimed: ReadonlyMap<string, number>): ReturnLine[] {
  const asked = new Map<
    string,
    { productId: number; sku: string | undefined; quantity: number; exchangeSku: string | undefined }
  >();
  for (const item of body.items) {
    // An exchange replaces one variant's units: it must say which, and all of them go one way.
    if (item.exchangeSku !== undefined && item.sku === undefined)
      throw badRequest(EXCHANGE_NEEDS_VARIANT, undefined, ERROR_CODES.VALIDATION_FAILED);
    const key = returnLineKey(Number(item.productId), item.sku);
    const before = asked.get(key);
    if (before && before.exchangeSku !== item.exchangeSku)
      throw badRequest(EXCHANGE_NEEDS_VARIANT, undefined, ERROR_CODES.VALIDATION_FAILED);
    asked.set(key, {
      productId: Number(item.productId),
      sku: item.sku,
      quantity: (before?.quantity ?? 0) + item.quantity,
      exchangeSku: item.exchangeSku,
    });
  }
  const left = new Map(claimed);
  const lines = new Map<string, ReturnLine>();
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
      else
        lines.set(key, {
          productId: ask.productId,
          sku: line.sku,
          title: line.title,
          quantity: take,
          ...(ask.exchangeSku !== undefined && { exchangeSku: ask.exchangeSku }),
        });
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
export function orderReturns(db: Database) {
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
      const made = await db.transaction(async (tx) => {
        const orders = ordersRepository(tx);
        const returns = returnsRepository(tx);
        const state = await orders.statusForUpdate(orderId, viewer);
        const order = state && (await orders.getFor(viewer, orderId));
        if (!state || !order) throw orderNotFound();
        const until = returnableUntil(state.status, state.since);
        if (!until) throw conflict(RETURN_NOT_DELIVERED, ERROR_CODES.RETURN_NOT_ALLOWED);
        if (now > until) throw conflict(RETURN_WINDOW_CLOSED, ERROR_CODES.RETURN_NOT_ALLOWED);

        // Exchanged lines' variants taken off the shelf now, with the request (never oversold: checkout's lock).
        const lines = await reserveExchanges(tx, returnLines(order, body, await returns.claimedQuantities(orderId)));
        const reserved = lines.flatMap((line) => (line.exchange ? [line.exchange.sku] : []));
        if (reserved.length > 0) await appendEvent(tx, 'stock.changed', { skus: reserved });
        return { request: await returns.create(orderId, body.reason, lines, now), reserved: reserved.length > 0 };
      });
      // Committed: this process's catalogue shows the reserved units gone at once.
      if (made.reserved) noteStockChanged();
      return made.request;
    },

    /**
     * The operator moves a request on (the CLI and the console), each decision a return.decided event
     * (whose subscriber mails the shopper), all in one transaction. The refund, made when the items
     * arrive, puts the units back on the shelf, once (the request's stock_returned_at, set in the same
     * transaction; a stock.changed event), and fixes the amount paid back.
     */
    async move(
      returnId: string,
      to: ReturnStatus,
      now: Date,
      options: ReturnMoveOptions = {},
    ): Promise<ReturnMoveResult> {
      let restocked: StockLine[] = [];
      let keptOff: StockLine[] = [];
      let released: StockLine[] = [];
      const moved = await db.transaction(async (tx): Promise<ReturnMoveResult> => {
        const returns = returnsRepository(tx);
        // Row-locked until commit: a second move racing this one waits, then finds it moved.
        const before = await returns.getForUpdate(returnId);
        if (!before) return { ok: false, reason: 'not-found' };
        if (to === 'refunded' && before.status !== 'refunded') {
          const order = await ordersRepository(tx).get(before.orderId);
          const problem = order && payoutRefusal(order, options.payout);
          if (problem) return { ok: false, reason: problem };
        }
        const result = await returns.move(returnId, to, now, {
          ...(to === 'rejected' &&
            options.rejectionReason !== undefined && { rejectionReason: options.rejectionReason }),
          ...(to === 'refunded' && options.refundDelivery && { refundDelivery: true }),
        });
        if (!result.ok) return result;
        // Approved: where the parcel goes and how, kept on the request, and a pickup where the region books them;
        // the exchanged variants shipped as an order at no charge. Rejected: their reserved units back, once.
        const exchangeOrderId = to === 'approved' ? await shipExchange(tx, returnId, before.orderId, now) : undefined;
        if (to === 'approved') {
          await bookReturnLogistics(tx, returnId, before.orderId, now);
          result.request = (await returns.get(returnId)) ?? result.request;
        }
        if (to === 'rejected') released = await releaseExchange(tx, returnId, now);
        const settled = to === 'refunded' ? await returns.claimReturnedStock(returnId, now) : [];
        [restocked, keptOff] = options.restock === false ? [[], settled] : [settled, []];
        // Paid through a provider: the provider pays it back (pending until it answers). Paid in cash: staff sent it.
        if (to === 'refunded') await providerRefunds(tx).requestForReturn(returnId);
        if (to === 'refunded' && options.payout) await returns.setPayout(returnId, options.payout);
        await putBackStock(tx, restocked);
        const back = [...restocked, ...released];
        if (back.length > 0)
          await appendEvent(tx, 'stock.changed', { skus: back.map((line) => line.sku), returned: back });
        if (isDecision(to))
          await appendEvent(tx, 'return.decided', {
            returnId,
            orderId: result.request.orderId,
            decision: to,
            ...(result.request.rejectionReason !== undefined && { rejectionReason: result.request.rejectionReason }),
            ...(result.refundCents !== null && { refundCents: result.refundCents }),
            ...(to === 'refunded' && options.payout && { payout: payoutNotice(options.payout) }),
            ...(exchangeOrderId !== undefined && { exchangeOrderId }),
          });
        await options.onChanged?.(tx, {
          before,
          after: result.request,
          restocked,
          keptOff,
          refundCents: result.refundCents,
          deliveryRefundCents: result.deliveryRefundCents,
          ...(exchangeOrderId !== undefined && { exchangeOrderId }),
          released,
        });
        return result;
      });
      // Only reached once committed (a rolled-back move throws past it): this process's catalogue follows at once.
      if (moved.ok && (restocked.length > 0 || released.length > 0)) noteStockChanged();
      return moved;
    },

    list: (status: ReturnStatus | undefined, limit?: number) => returnsRepository(db).list(status, limit),
  };
}
