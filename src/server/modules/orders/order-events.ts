import { mailBrand } from '../seller';
import type { Queryable } from '../../db/database';
import { type EventSubscriber, subscriber } from '../../events/domain-events';
import { enqueueMail } from '../../mail/outbox';
import type { OrderStatus } from '../../../universal/order-status';
import type { Order } from '../../../universal/contracts/order';
import { type MailSender } from '../../mail/mail-html';
import { mailWordsFor } from '../mail-words';
import { isMailWordsKind } from '../../../universal/mail-words';
import { mailIntl } from './status-mail';
import type { Buyer } from '../auth';
import { orderConfirmationMail } from './confirmation-mail';
import { ordersRepository } from './repository';
import { mailForStatus, orderMail, type OrderMailKind, type ReturnMailDetail } from './status-mail';

/** Queues a mail about an order to its buyer, unless they turned email notifications off. */
export async function mailOrderBuyer(
  tx: Queryable,
  kind: OrderMailKind,
  order: Order,
  sender: MailSender,
  detail?: ReturnMailDetail,
): Promise<void> {
  const buyer = await ordersRepository(tx).recipientOf(order._id);
  if (!buyer?.emailNotifications) return;
  const brand = await mailBrand(tx, sender);
  const words = isMailWordsKind(kind) ? await mailWordsFor(tx, kind, mailIntl(buyer).locale) : undefined;
  await enqueueMail(tx, { ...orderMail(kind, order, buyer, brand, detail, words), orderId: order._id });
}

/** An order's confirmation to its buyer, in the layout and the owner's words of their language. */
export async function confirmationMailFor(tx: Queryable, order: Order, buyer: Buyer, sender: MailSender) {
  const words = await mailWordsFor(tx, 'confirmation', mailIntl(buyer).locale);
  return orderConfirmationMail(order, buyer, await mailBrand(tx, sender), words);
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
async function mailConfirmation(tx: Queryable, order: Order, sender: MailSender): Promise<void> {
  const buyer = await ordersRepository(tx).recipientOf(order._id);
  if (!buyer?.emailNotifications) return;
  await enqueueMail(tx, await confirmationMailFor(tx, order, buyer, sender));
}

/**
 * The orders' side effects of their events (docs/decisions/0106): the shopper's mails. Checkout and the
 * status changes append the events in their transactions and queue no mail themselves; each mail is queued
 * here, once per event, in the transaction that records its delivery (the return decisions' are the returns').
 */
export function orderEventSubscribers(sender: MailSender): EventSubscriber[] {
  return [
    subscriber('order-confirmation-mail', 'order.placed', async (tx, { payload }) => {
      // Every order is placed pending. One paid through a provider is confirmed once it is paid (order.paid).
      const order = await orderAt(tx, payload.orderId, 'pending');
      if (!order.payment) await mailConfirmation(tx, order, sender);
    }),
    subscriber('order-paid-confirmation-mail', 'order.paid', async (tx, { payload }) => {
      const order = await ordersRepository(tx).get(payload.orderId);
      if (!order) throw new Error(`order ${payload.orderId} of an event is not there`);
      await mailConfirmation(tx, order, sender);
    }),
    subscriber('order-status-mail', 'order.status-changed', async (tx, { payload }) => {
      const to = payload.to as OrderStatus;
      const kind = mailForStatus(to);
      if (kind) await mailOrderBuyer(tx, kind, await orderAt(tx, payload.orderId, to), sender);
    }),
    subscriber('order-address-mail', 'order.address-changed', async (tx, { payload }) => {
      const order = await ordersRepository(tx).get(payload.orderId);
      if (!order) throw new Error(`order ${payload.orderId} of an event is not there`);
      await mailOrderBuyer(tx, 'addressChanged', order, sender, { address: order.shippingAddress });
    }),
    subscriber('order-refund-mail', 'order.refunded', async (tx, { payload }) => {
      const order = await orderAt(tx, payload.orderId, payload.status as OrderStatus);
      await mailOrderBuyer(tx, 'refunded', order, sender, {
        refundCents: payload.refundCents,
        ...(payload.payout && { payout: payload.payout }),
      });
    }),
  ];
}
