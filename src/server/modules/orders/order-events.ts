import type { Queryable } from '../../db/database';
import { type EventSubscriber, subscriber } from '../../events/domain-events';
import { enqueueMail } from '../../mail/outbox';
import type { OrderStatus } from '../../../universal/order-status';
import type { Order } from '../../../universal/contracts/order';
import { sellerDetailsStore } from '../legal';
import { orderConfirmationMail } from './confirmation-mail';
import { ordersRepository } from './repository';
import { mailForStatus, orderMail, type OrderMailKind, type ReturnMailDetail } from './status-mail';

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

/**
 * The order an event tells of, at the status the event left it in: the mail describes the order as the
 * change made it (a cash-on-delivery order shipped is still to be paid), however late it is queued.
 */
export async function orderAt(tx: Queryable, id: string, status: OrderStatus): Promise<Order> {
  const order = await ordersRepository(tx).get(id);
  // Orders are never deleted: an event about one that is not there is a fault, retried and reported.
  if (!order) throw new Error(`order ${id} of an event is not there`);
  return { ...order, status };
}

/** The order's confirmation to its buyer, unless they turned email notifications off. */
async function mailConfirmation(tx: Queryable, order: Order, publicUrl: string): Promise<void> {
  const buyer = await ordersRepository(tx).recipientOf(order._id);
  if (!buyer?.emailNotifications) return;
  const seller = await sellerDetailsStore(tx).get();
  await enqueueMail(tx, orderConfirmationMail(order, buyer, publicUrl, seller));
}

/**
 * The orders' side effects of their events (docs/decisions/0106): the shopper's mails. Checkout and the
 * status changes append the events in their transactions and queue no mail themselves; each mail is queued
 * here, once per event, in the transaction that records its delivery (the return decisions' are the returns').
 */
export function orderEventSubscribers(publicUrl: string): EventSubscriber[] {
  return [
    subscriber('order-confirmation-mail', 'order.placed', async (tx, { payload }) => {
      // Every order is placed pending. One paid through a provider is confirmed once it is paid (order.paid).
      const order = await orderAt(tx, payload.orderId, 'pending');
      if (!order.payment) await mailConfirmation(tx, order, publicUrl);
    }),
    subscriber('order-paid-confirmation-mail', 'order.paid', async (tx, { payload }) => {
      const order = await ordersRepository(tx).get(payload.orderId);
      if (!order) throw new Error(`order ${payload.orderId} of an event is not there`);
      await mailConfirmation(tx, order, publicUrl);
    }),
    subscriber('order-status-mail', 'order.status-changed', async (tx, { payload }) => {
      const to = payload.to as OrderStatus;
      const kind = mailForStatus(to);
      if (kind) await mailOrderBuyer(tx, kind, await orderAt(tx, payload.orderId, to), publicUrl);
    }),
    subscriber('order-address-mail', 'order.address-changed', async (tx, { payload }) => {
      const order = await ordersRepository(tx).get(payload.orderId);
      if (!order) throw new Error(`order ${payload.orderId} of an event is not there`);
      await mailOrderBuyer(tx, 'addressChanged', order, publicUrl, { address: order.shippingAddress });
    }),
    subscriber('order-refund-mail', 'order.refunded', async (tx, { payload }) => {
      const order = await orderAt(tx, payload.orderId, payload.status as OrderStatus);
      await mailOrderBuyer(tx, 'refunded', order, publicUrl, {
        refundCents: payload.refundCents,
        ...(payload.payout && { payout: payload.payout }),
      });
    }),
  ];
}
